import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';

/**
 * 'Before step 3' (spec 001 §2): how the footprint is evaluated, before the person draws the
 * synthetic route. The spec gives no text: this one follows the GHG Protocol's product standard.
 */
export function FootprintMethodology() {
  return (
    <>
      <Typography sx={{ maxWidth: '70ch' }}>
        We evaluate the cradle-to-gate carbon footprint of your product, following the GHG Protocol Product
        Life Cycle Accounting and Reporting Standard: from the extraction of the raw materials to your product
        leaving its last plant.
      </Typography>
      <List sx={{ maxWidth: '70ch' }}>
        <ListItem disableGutters>
          <ListItemText
            primary="Next: your synthetic route"
            secondary="Draw the route tree of your product: each precursor down to the materials you buy, and who makes each one, where, and in what share. Our team may add upstream steps to it."
          />
        </ListItem>
        <ListItem disableGutters>
          <ListItemText
            primary="Then: a cost estimate"
            secondary="Once we have analysed the route, we send you a cost estimate for the study."
          />
        </ListItem>
        <ListItem disableGutters>
          <ListItemText
            primary="Later: the mass balance"
            secondary="When you accept it, we open the second part, where you give the mass balance of each reaction and the information of its plant."
          />
        </ListItem>
      </List>
    </>
  );
}
