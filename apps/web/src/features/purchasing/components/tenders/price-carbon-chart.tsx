import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ScatterPlot } from '@mui/x-charts/ScatterChart';
import { bestOffersFrontier } from '@pharmatrace/domain';
import { useT } from '@/lib/language';

export interface ChartOffer {
  id: number;
  label: string;
  price: number;
  carbon: number;
}

/**
 * A lot's offers, price per unit against carbon per unit (issue #38), with the frontier of the
 * offers no other beats on both (the domain's bestOffersFrontier), drawn as a line through them.
 */
export function PriceCarbonChart({ offers, title }: { offers: readonly ChartOffer[]; title: string }) {
  const t = useT();
  if (offers.length === 0) return null;
  const frontier = bestOffersFrontier(offers);
  return (
    <Box component="figure" sx={{ m: 0, mt: 2 }} aria-label={title}>
      <Typography component="figcaption" variant="subtitle2">
        {t('tenders.chart.title')}
      </Typography>
      <ChartsContainer
        height={260}
        series={[
          {
            type: 'scatter',
            id: 'offers',
            label: t('tenders.chart.offers'),
            data: offers.map((o) => ({ id: o.id, x: o.price, y: o.carbon })),
          },
          {
            type: 'line',
            id: 'frontier',
            label: t('tenders.chart.frontier'),
            data: frontier.map((o) => o.carbon),
            xAxisId: 'price',
            curve: 'stepAfter',
          },
        ]}
        xAxis={[
          {
            id: 'price',
            scaleType: 'linear',
            data: frontier.map((o) => o.price),
            label: t('tenders.chart.price'),
          },
        ]}
        yAxis={[{ id: 'carbon', label: t('tenders.chart.carbon') }]}
      >
        <ScatterPlot />
        <LinePlot />
        <MarkPlot />
        <ChartsXAxis axisId="price" />
        <ChartsYAxis axisId="carbon" />
      </ChartsContainer>
      <Typography variant="caption" color="text.secondary">
        {t('tenders.chart.offers')}: {offers.map((o) => o.label).join(', ')} · {t('tenders.chart.frontier')}:{' '}
        {frontier.map((o) => o.label).join(', ')}
      </Typography>
    </Box>
  );
}
