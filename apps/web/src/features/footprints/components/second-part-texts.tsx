import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

/** The second part's intro page (spec 001 §2 gives no text: ours). */
export function SecondPartIntro({ name, reactions }: { name: string; reactions: number }) {
  return (
    <Box sx={{ maxWidth: '70ch' }}>
      <Typography>
        Our team has reviewed the synthetic route of {name}. To evaluate its carbon footprint, we now need the
        mass balance of each of its {reactions} reaction{reactions === 1 ? '' : 's'}, and the plant where each
        one runs.
      </Typography>
      <Typography sx={{ mt: 2 }}>
        Keep your batch records at hand. Everything you type is saved as you go: you can stop at any time and
        come back later from My Footprints.
      </Typography>
    </Box>
  );
}

const chart: [string, string][] = [
  [
    'Raw materials',
    'Everything that enters the reaction: the precursor first, then reagents, solvents and catalysts.',
  ],
  ['Process type', 'A chemical reaction, a blending, a purification, or another kind of step.'],
  [
    'Wastes',
    'What leaves the reaction other than the product: aqueous, organic and gas wastes, and how each is treated.',
  ],
  [
    'Purification',
    'The main purification of the product (distillation, filtration and drying, …) and the solvents recycled.',
  ],
];

/** 'Before step 4' (spec 001 §2): the chart of raw materials, process type, wastes and purification. */
export function SecondPartMethodology() {
  return (
    <Box sx={{ maxWidth: '80ch' }}>
      <Typography>
        For each reaction, give the quantities of one batch, in the same unit throughout (kilograms, say).
        This is how a reaction is described:
      </Typography>
      <Table size="small" sx={{ mt: 2 }} aria-label="What a reaction's mass balance holds">
        <TableHead>
          <TableRow>
            <TableCell>Part</TableCell>
            <TableCell>What to give</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {chart.map(([part, what]) => (
            <TableRow key={part}>
              <TableCell component="th" scope="row">
                {part}
              </TableCell>
              <TableCell>{what}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography sx={{ mt: 2 }}>
        If you do not have the data of a reaction, choose 'Unknown data' on its page: our team will estimate
        it.
      </Typography>
    </Box>
  );
}
