import AddCircleOutlined from '@mui/icons-material/AddCircleOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ProjectKind, ProjectListName } from '@pharmatrace/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, errorText } from '@/components/ui/query-state';
import { wizardLinkState } from '@/components/wizard/wizard-navigation';
import { paths } from '@/config/paths';
import { useT } from '@/lib/language';
import { type ProjectRow, useProjectRows } from '../api/get-project-rows';
import { listPages } from '../utils/list-pages';
import {
  applyTableView,
  nextSort,
  readTableView,
  type TableView,
  writeTableView,
} from '../utils/project-table';
import { DeleteProjectDialog, type ProjectToDelete } from './delete-project-dialog';
import { ProjectCards } from './project-cards';
import { ProjectTable } from './project-table';

type CreateAction = 'origin' | 'substance' | 'carbon' | 'medicine';

/** Spec 000 §2: what each of the three lists holds and which creation buttons it offers. */
const listConfig: Record<
  ProjectListName,
  {
    title: 'nav.myProjects' | 'nav.myLabels' | 'nav.myFootprints';
    description: `projectList.${ProjectListName}.description`;
    kinds: readonly ProjectKind[];
    create: readonly CreateAction[];
  }
> = {
  projects: {
    title: 'nav.myProjects',
    description: 'projectList.projects.description',
    kinds: ['ORIGIN', 'SUBSTANCE', 'CARBON', 'MEDICINE'],
    create: ['origin', 'substance', 'carbon'],
  },
  labels: {
    title: 'nav.myLabels',
    description: 'projectList.labels.description',
    kinds: ['ORIGIN', 'SUBSTANCE'],
    create: ['origin', 'substance'],
  },
  footprints: {
    title: 'nav.myFootprints',
    description: 'projectList.footprints.description',
    kinds: ['CARBON', 'MEDICINE'],
    // Issue #37: the medicine's own footprint is made from My Footprints too.
    create: ['carbon', 'medicine'],
  },
};

/**
 * The creation buttons (spec 000 §2: 'New origin label', 'New carbon footprint'; and, since a
 * drug substance label has its own wizard, 'New substance label'). The first is the main one.
 */
function CreateButtons({ actions, list }: { actions: readonly CreateAction[]; list: ProjectListName }) {
  const t = useT();
  const targets: Record<
    CreateAction,
    { to: string; label: `projectList.new${'Origin' | 'Substance' | 'Carbon'}` | 'medicineStudy.newStudy' }
  > = {
    origin: { to: paths.app.drugOrigin.new.getHref(), label: 'projectList.newOrigin' },
    substance: { to: paths.app.drugSubstance.new.getHref(), label: 'projectList.newSubstance' },
    carbon: { to: paths.app.carbonFootprint.firstPartNew.getHref(), label: 'projectList.newCarbon' },
    medicine: { to: paths.app.medicineStudy.new.getHref(), label: 'medicineStudy.newStudy' },
  };
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
      {actions.map((action, index) => (
        <Button
          key={action}
          component={RouterLink}
          to={targets[action].to}
          state={wizardLinkState(listPages[list])}
          variant={index === 0 ? 'contained' : 'outlined'}
          startIcon={<AddCircleOutlined aria-hidden />}
        >
          {t(targets[action].label)}
        </Button>
      ))}
    </Box>
  );
}

/** The phone's sort select: the same URL parameters as the table's headers. */
const sortChoices = [
  { value: '', label: 'projectList.sort.newest' },
  { value: 'name-asc', label: 'projectList.sort.nameAsc' },
  { value: 'name-desc', label: 'projectList.sort.nameDesc' },
  { value: 'status-asc', label: 'projectList.sort.statusAsc' },
  { value: 'status-desc', label: 'projectList.sort.statusDesc' },
] as const;

function sortChoiceOf(view: TableView): string {
  return view.sort ? `${view.sort}-${view.order}` : '';
}

function withSortChoice(view: TableView, choice: string): TableView {
  const [sort, order] = choice.split('-');
  if (sort !== 'name' && sort !== 'status') return { ...view, sort: null, order: 'asc' };
  return { ...view, sort, order: order === 'desc' ? 'desc' : 'asc' };
}

/**
 * /my_projects, /my_labels and /my_footprints (spec 000 §2): the projects with the columns
 * Name of product, Type, Status, Document, Access; cards on a phone. The search text and the sort
 * live in the URL, so a reload or a shared link shows the same view.
 */
export function ProjectList({ list }: { list: ProjectListName }) {
  const t = useT();
  const config = listConfig[list];
  const title = t(config.title);
  const { rows, isPending, failedKinds, error, retry } = useProjectRows(config.kinds);
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readTableView(searchParams);
  const [projectToDelete, setProjectToDelete] = useState<ProjectToDelete | null>(null);
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  // Tablets: the Type column moves under the name so that the table fits without scrolling.
  const isCompact = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });

  const { query, sort, order } = view;
  const visibleRows = useMemo(() => applyTableView(rows, { query, sort, order }), [rows, query, sort, order]);

  // The view this page last wrote, until the URL shows it: react-router hands a functional
  // setSearchParams the params of the last render, so a sort clicked right after typing wrote the
  // URL without the text typed (a journey caught it on a loaded box).
  const written = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    if (written.current?.toString() === searchParams.toString()) written.current = null;
  }, [searchParams]);
  const updateView = (change: (current: TableView) => TableView) => {
    const current = written.current ?? searchParams;
    const next = writeTableView(current, change(readTableView(current)));
    written.current = next;
    // Typing must not fill the history, nor scroll the page back to the top.
    setSearchParams(next, { replace: true, preventScrollReset: true });
  };

  const askToDelete = (row: ProjectRow) => setProjectToDelete({ kind: row.kind, id: row.id, name: row.name });
  const hasFailures = failedKinds.length > 0;
  const isEmpty = !isPending && !hasFailures && rows.length === 0;
  const showList = isPending || rows.length > 0;

  const noMatch = (
    <>
      <Typography>{t('projectList.noMatch', { query: view.query })}</Typography>
      <Button sx={{ mt: 1 }} onClick={() => updateView((v) => ({ ...v, query: '' }))}>
        {t('projectList.clearSearch')}
      </Button>
    </>
  );

  return (
    <>
      <PageHeader
        title={title}
        description={t(config.description)}
        actions={isEmpty ? undefined : <CreateButtons actions={config.create} list={list} />}
      />

      {hasFailures ? (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={retry}>
              {t('projectList.tryAgain')}
            </Button>
          }
        >
          {t('projectList.loadFailed', {
            kinds: failedKinds.map((kind) => t(`kind.${kind}.plural`)).join(` ${t('projectList.and')} `),
          })}{' '}
          {errorText(error)}
        </Alert>
      ) : null}

      {isEmpty ? (
        <EmptyState
          title={t('ui.projectLists.empty')}
          action={<CreateButtons actions={config.create} list={list} />}
        >
          {t('projectList.emptyText')}
        </EmptyState>
      ) : null}

      {showList ? (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
            <TextField
              type="search"
              label={t('projectList.search')}
              size="small"
              margin="none"
              fullWidth={false}
              value={view.query}
              onChange={(event) => {
                const value = event.target.value;
                updateView((v) => ({ ...v, query: value }));
              }}
              autoComplete="off"
              sx={{ width: { xs: '100%', sm: 320 } }}
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" aria-hidden />
                    </InputAdornment>
                  ),
                },
              }}
            />
            {isPhone ? (
              <TextField
                select
                label={t('projectList.sortBy')}
                size="small"
                margin="none"
                value={sortChoiceOf(view)}
                onChange={(event) => {
                  const choice = event.target.value;
                  updateView((v) => withSortChoice(v, choice));
                }}
                // Raised label: 'Newest first' is an empty value, the label would cover it.
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                {sortChoices.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {t(choice.label)}
                  </option>
                ))}
              </TextField>
            ) : null}
            {isPending ? null : (
              <Typography role="status" color="textSecondary" variant="body2" sx={{ ml: { sm: 'auto' } }}>
                {view.query
                  ? t('projectList.countOf', { visible: visibleRows.length, total: rows.length })
                  : rows.length === 1
                    ? t('projectList.oneProject')
                    : t('projectList.count', { count: rows.length })}
              </Typography>
            )}
          </Box>

          {isPhone ? (
            <ProjectCards
              title={title}
              list={list}
              rows={visibleRows}
              isPending={isPending}
              onDelete={askToDelete}
              noMatch={noMatch}
            />
          ) : (
            <ProjectTable
              title={title}
              list={list}
              rows={visibleRows}
              isPending={isPending}
              isCompact={isCompact}
              view={view}
              onSort={(key) => updateView((v) => nextSort(v, key))}
              onDelete={askToDelete}
              noMatch={noMatch}
            />
          )}
        </>
      ) : null}

      <DeleteProjectDialog project={projectToDelete} onClose={() => setProjectToDelete(null)} />
    </>
  );
}
