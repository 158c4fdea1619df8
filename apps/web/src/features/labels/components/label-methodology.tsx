import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';

/**
 * The methodology step of the origin label wizards (spec 001 §2: 'methodology text ('Got it')').
 * The spec gives no text: this one says what the label measures and what the route tree is for.
 */
export function LabelMethodology({ what }: { what: 'drug substance' | 'drug product' }) {
  return (
    <>
      <Typography sx={{ maxWidth: '70ch' }}>
        The European origin label tells a buyer which share of a {what} is made in the European Union and the
        European Economic Area. Our analysts evaluate it from what you describe next: how the substance is
        made, step by step, by whom and in which country.
      </Typography>
      <List sx={{ maxWidth: '70ch' }}>
        <ListItem disableGutters>
          <ListItemText
            primary="The route tree"
            secondary="The product is at the root. Below it come its precursors (or, for natural and biologic substances, its manufacturing steps), each made by one to three manufacturers."
          />
        </ListItem>
        <ListItem disableGutters>
          <ListItemText
            primary="Manufacturers and shares"
            secondary="For each step, say which plants make it, in which country, and which share of the volume each makes: the shares of a step total 100 %."
          />
        </ListItem>
        <ListItem disableGutters>
          <ListItemText
            primary="Isolated intermediates"
            secondary="Mark as isolated the intermediates that are taken out of the process and stored, and as non isolated those that go straight on to the next step."
          />
        </ListItem>
        <ListItem disableGutters>
          <ListItemText
            primary="Review"
            secondary="Our team reviews your data and may amend it. You will then be asked to check the amendments and validate them before the label is issued."
          />
        </ListItem>
      </List>
    </>
  );
}
