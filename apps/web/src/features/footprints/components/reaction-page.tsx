import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  byProductFields,
  finishedProductFields,
  type MassBalanceField,
  mainPurificationField,
  massBalanceLists,
  type Plant,
  packagingFields,
  processTypeField,
  type RouteReaction,
} from '@pharmatrace/domain';
import { useId } from 'react';
import type { Control, UseFormRegister } from 'react-hook-form';
import { useLanguage, useT } from '@/lib/language';
import { massBalanceLabel, massBalanceMessage } from '../utils/mass-balance-words';
import type { SecondPartFormValues } from '../utils/second-part-form-values';
import { CellInput, type IssueMap, MassBalanceList } from './mass-balance-list';

/** The precursor's name and CAS number come from the route tree (stable arrays: the lists are memoised). */
const fromTheTree = ['name', 'cas'] as const;
const none = [] as const;

/** A single-row table (finished product, by-product, packaging): the same cells as the lists. */
function SingleRow({
  title,
  register,
  base,
  fields,
  issues,
  leading,
}: {
  title: string;
  register: UseFormRegister<SecondPartFormValues>;
  base: string;
  fields: readonly MassBalanceField[];
  issues: IssueMap;
  /** A read-only first column (the finished product's name). */
  leading?: { label: string; value: string };
}) {
  const headingId = useId();
  const language = useLanguage();
  const t = useT();
  const errors = fields.flatMap((f) => issues.get(`${base}.${f.key}`) ?? []);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} variant="h6" component="h3">
        {title}
      </Typography>
      {/* A wide table scrolls in its own box, not the page (issue #29: cut on a phone). */}
      <TableContainer>
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              {leading ? <TableCell>{leading.label}</TableCell> : null}
              {fields.map((f) => (
                <TableCell key={f.key}>{massBalanceLabel(f, language)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            <TableRow>
              {leading ? <TableCell>{leading.value}</TableCell> : null}
              {fields.map((f) => {
                const name = `${base}.${f.key}`;
                return (
                  <TableCell key={f.key} sx={{ px: 0.5 }}>
                    <CellInput
                      register={register}
                      name={name}
                      field={f}
                      label={t('footprints.reaction.cell', {
                        title,
                        label: massBalanceLabel(f, language),
                      })}
                      error={issues.get(name)}
                    />
                  </TableCell>
                );
              })}
            </TableRow>
          </TableBody>
        </Table>
      </TableContainer>
      {errors.length > 0 ? (
        <Box component="ul" role="alert" sx={{ color: 'error.main', typography: 'body2', my: 1, pl: 3 }}>
          {errors.map((issue) => (
            <li key={issue.message}>{massBalanceMessage(issue.said, language)}</li>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

/**
 * Step 4, one reaction (spec 001 §2, §3 'Mass balance per reaction'): the finished product,
 * by-product and packaging rows, the process type and the main purification, then the lists.
 * The production site is asked once, in step 5 (issue #29, decision 0043). The first raw material is the reaction's precursor: its name and CAS
 * number come from the route tree and cannot be changed here.
 */
export function ReactionPage({
  control,
  register,
  index,
  reaction,
  issues,
  isUnknown,
}: {
  control: Control<SecondPartFormValues>;
  register: UseFormRegister<SecondPartFormValues>;
  index: number;
  reaction: RouteReaction;
  issues: IssueMap;
  isUnknown: boolean;
}) {
  const base = `substances.${index}`;
  const language = useLanguage();
  const t = useT();
  const processType = massBalanceLabel(processTypeField, language);
  const mainPurification = massBalanceLabel(mainPurificationField, language);
  return (
    <Box>
      <Typography variant="body1" sx={{ maxWidth: '75ch' }}>
        {t('footprints.reaction.intro', {
          precursor: reaction.precursor.name || t('footprints.reaction.thePrecursor'),
          product: reaction.product.name || t('footprints.reaction.theProduct'),
        })}
      </Typography>
      {isUnknown ? (
        <Typography color="warning.main" sx={{ mt: 1 }}>
          {t('footprints.reaction.unknown')}
        </Typography>
      ) : null}

      <SingleRow
        title={t('footprints.reaction.finishedProduct')}
        register={register}
        base={base}
        fields={finishedProductFields}
        issues={issues}
        leading={{ label: t('footprints.mb.field.name'), value: reaction.product.name ?? '' }}
      />
      <SingleRow
        title={t('footprints.reaction.byProduct')}
        register={register}
        base={`${base}.productBy`}
        fields={byProductFields}
        issues={issues}
      />
      <SingleRow
        title={t('footprints.reaction.packaging')}
        register={register}
        base={`${base}.productBy`}
        fields={packagingFields}
        issues={issues}
      />

      <Box
        sx={{
          mt: 3,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <LabelledSelect label={processType}>
          <CellInput
            register={register}
            name={`${base}.productBy.processType`}
            field={processTypeField}
            label={processType}
            error={undefined}
          />
        </LabelledSelect>
        <LabelledSelect label={mainPurification}>
          <CellInput
            register={register}
            name={`${base}.productBy.purificationType`}
            field={mainPurificationField}
            label={mainPurification}
            error={undefined}
          />
        </LabelledSelect>
      </Box>

      {massBalanceLists.map((list) => (
        <MassBalanceList
          key={list.key}
          control={control}
          register={register}
          reactionIndex={index}
          listKey={list.key}
          titleKey={list.titleKey}
          fields={list.fields}
          defaultRows={list.defaultRows}
          issues={issues}
          readOnlyFirstRow={list.key === 'carbonReactionRawMaterials' ? fromTheTree : none}
        />
      ))}
    </Box>
  );
}

function LabelledSelect({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="div" aria-hidden sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      {children}
    </Box>
  );
}

/** What a plant select shows: staff screens have the client's plants as id, company and city only. */
export type PlantChoice = Pick<Plant, 'id' | 'companyName' | 'city'>;

/**
 * A native select of the client's plants, controlled: step 5 shows the reaction's plant and writes
 * it where the wizard says (decision 0043).
 */
export function PlantSelect({
  name,
  label,
  plants,
  value,
  onChange,
}: {
  name: string;
  label: string;
  plants: readonly PlantChoice[];
  value: string;
  onChange: (plantId: string) => void;
}) {
  return (
    <Box
      component="select"
      name={name}
      value={value}
      onChange={(event: React.ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
      aria-label={label}
      sx={{
        width: '100%',
        p: 1,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        font: 'inherit',
        bgcolor: 'background.paper',
      }}
    >
      <option value="">—</option>
      {plants.map((plant) => (
        <option key={plant.id} value={plant.id}>
          {plant.companyName}, {plant.city}
        </option>
      ))}
    </Box>
  );
}
