import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import {
  formatNumberIn,
  MEDICINE_FOOTPRINT_UNIT,
  type MedicineFootprintEstimate,
  type MedicineFootprintForm,
  medicinePosts,
} from '@pharmatrace/domain';
import { useId } from 'react';
import { HorizontalBarChart } from '@/components/ui/horizontal-bar-chart';
import { TableScrollBox } from '@/components/ui/table-scroll-box';
import { wrapWords } from '@/components/ui/wrap-words';
import { formatShare } from '@/lib/format-carbon';
import { useLanguage, useT } from '@/lib/language';
import { perBoxHeadline, perUnitLine, segmentLines, studySegments } from '../utils/study-figures';

/** One colour per segment: the product page's three, and a grey for end of life. */
const segmentColors = ['#0b5d57', '#7fb77e', '#d99a1e', '#8a8f98'] as const;

/**
 * A study's figures (issue #37 'The result page'): per box and per unit with the 95 % interval,
 * the posts (a bar chart and the same figures in a table) and the four segments (a pie chart
 * named by its figures, and a legend that says them in words), drawn with @mui/x-charts.
 */
export function StudyBreakdown({
  estimate,
  form,
}: {
  estimate: MedicineFootprintEstimate;
  form: MedicineFootprintForm | undefined;
}) {
  const t = useT();
  const postsId = useId();
  const language = useLanguage();
  const grams = (n: number) => formatNumberIn(language, n, { maximumFractionDigits: n < 10 ? 2 : 0 });
  const posts = medicinePosts.map((post) => ({
    post,
    label: t(`medicineFootprint.post.${post}`),
    value: estimate.posts[post],
  }));
  const lines = segmentLines(estimate.segments, language);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box>
        <Typography variant="subtitle2" color="textSecondary">
          {t('medicineStudy.result.perBox')}
        </Typography>
        <Typography sx={{ fontSize: '1.5rem', fontWeight: 700 }} data-testid="study-per-box">
          {perBoxHeadline(estimate.perBox, language)}
        </Typography>
        <Typography variant="subtitle2" color="textSecondary" sx={{ mt: 1 }}>
          {t('medicineStudy.result.perUnit')}
        </Typography>
        <Typography data-testid="study-per-unit">{perUnitLine(estimate.perUnit, form, language)}</Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          {t('medicineStudy.result.method', {
            method: estimate.methodVersion,
            library: estimate.factorLibraryVersion,
          })}
        </Typography>
      </Box>
      <Box component="section" aria-label={t('medicineStudy.estimate.posts')}>
        <Typography id={postsId} variant="h3" component="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
          {t('medicineStudy.estimate.posts')}
        </Typography>
        <HorizontalBarChart
          bars={posts}
          unit={t('medicineStudy.result.postsChart', { unit: MEDICINE_FOOTPRINT_UNIT })}
          axisFormat={grams}
          valueFormat={grams}
          labelWidth={150}
          labelChars={24}
          barHeight={28}
        />
        {/* Its own scroll box: a long name scrolls the table, never the page (issue #39). */}
        <TableScrollBox labelledBy={postsId}>
          <Table size="small" data-testid="study-posts">
            <TableHead>
              <TableRow>
                <TableCell>{t('medicineStudy.result.post')}</TableCell>
                <TableCell align="right">{t('medicineStudy.result.value')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {posts.map((p) => (
                <TableRow key={p.post}>
                  <TableCell sx={wrapWords}>{p.label}</TableCell>
                  <TableCell align="right">{grams(p.value)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScrollBox>
      </Box>
      <Box component="section" aria-label={t('medicineStudy.estimate.segments')}>
        <Typography variant="h3" component="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
          {t('medicineStudy.estimate.segments')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap' }}>
          <Box
            role="img"
            aria-label={t('medicineStudy.result.segmentsChart', { description: lines.join('; ') })}
            sx={{ width: 180, height: 180, flexShrink: 0 }}
          >
            <Box inert sx={{ width: 180, height: 180 }}>
              <PieChart
                width={180}
                height={180}
                margin={0}
                hideLegend
                skipAnimation
                series={[
                  {
                    data: studySegments.map((segment, index) => ({
                      id: segment,
                      label: t(`medicineStudy.segment.${segment}`),
                      value: estimate.segments[segment],
                      color: segmentColors[index]!,
                    })),
                    paddingAngle: 0.5,
                    valueFormatter: (item) => formatShare(item.value, language),
                  },
                ]}
              />
            </Box>
          </Box>
          <Box
            component="ul"
            sx={{ listStyle: 'none', p: 0, m: 0, flex: '1 1 220px' }}
            data-testid="study-segments"
          >
            {studySegments.map((segment, index) => (
              <Box
                component="li"
                key={segment}
                sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 1 }}
              >
                <Box
                  aria-hidden
                  sx={{
                    width: 14,
                    height: 14,
                    borderRadius: 0.5,
                    bgcolor: segmentColors[index],
                    flexShrink: 0,
                  }}
                />
                <Typography>{lines[index]}</Typography>
              </Box>
            ))}
          </Box>
        </Box>
      </Box>
      {estimate.dataGaps.length > 0 ? (
        <Box component="section" aria-label={t('medicineStudy.estimate.gaps')}>
          <Typography variant="h3" component="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
            {t('medicineStudy.estimate.gaps')}
          </Typography>
          <Box component="ul" sx={{ pl: 2.5, m: 0 }}>
            {estimate.dataGaps.map((gap) => (
              <li key={`${gap.path}|${gap.message}`}>{gap.message}</li>
            ))}
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
