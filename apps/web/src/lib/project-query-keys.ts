import { type ProjectKind, projectApiPath } from '@pharmatrace/domain';

/**
 * The query keys of projects, in one place because the lists (features/projects) and the
 * wizards (features/labels, features/footprints) share them: a wizard that saves invalidates
 * `list(kind)`, which is also the prefix of every `detail(kind, …)`.
 */
export const projectQueryKeys = {
  all: ['projects'] as const,
  list: (kind: ProjectKind) => ['projects', projectApiPath[kind]] as const,
  detail: (kind: ProjectKind, id: string) => ['projects', projectApiPath[kind], id] as const,
};
