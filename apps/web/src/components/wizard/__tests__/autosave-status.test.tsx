import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../app/theme';
import { renderWithProviders } from '../../../testing/test-utils';
import { AutosaveStatus } from '../autosave-status';

/** The colour the browser gives the status, as 'rgb(r, g, b)'. */
const colourOf = (element: HTMLElement) => getComputedStyle(element).color;
const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

describe('AutosaveStatus', () => {
  // MUI 9's Typography takes palette names ('error', 'textSecondary'), not paths ('error.main'):
  // a path was silently ignored, and 'Not saved' was as black as 'Saved'.
  it("shows a failed save in the error colour, and 'Saved' in the secondary text colour", () => {
    const { unmount } = renderWithProviders(
      <AutosaveStatus state={{ status: 'retrying', message: 'offline' }} />,
    );
    expect(colourOf(screen.getByRole('status'))).toBe(rgb(theme.palette.error.main));
    unmount();
    renderWithProviders(<AutosaveStatus state={{ status: 'saved' }} />);
    const saved = colourOf(screen.getByRole('status'));
    expect(saved).not.toBe(rgb(theme.palette.error.main));
    expect(saved).toBe(rgb(theme.palette.text.secondary));
  });
});
