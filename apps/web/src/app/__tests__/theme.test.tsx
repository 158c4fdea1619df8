import Autocomplete from '@mui/material/Autocomplete';
import Fade from '@mui/material/Fade';
import { ThemeProvider } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { themeFor } from '../theme';

function Picker() {
  return (
    <Autocomplete
      options={['Espagne', 'Inde']}
      value="Inde"
      renderInput={(params) => <TextField {...params} label="Pays" />}
    />
  );
}

describe('the theme in a language (issue #27)', () => {
  it("speaks MUI's own words in French: an Autocomplete's buttons are 'Ouvrir' and 'Vider'", () => {
    render(
      <ThemeProvider theme={themeFor('fr')}>
        <Picker />
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Ouvrir' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open' })).not.toBeInTheDocument();
  });

  it("keeps MUI's English in English", () => {
    render(
      <ThemeProvider theme={themeFor('en')}>
        <Picker />
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Open' })).toBeInTheDocument();
  });

  it('keeps the palette in both languages', () => {
    expect(themeFor('fr').palette.primary.main).toBe(themeFor('en').palette.primary.main);
  });
});

describe('less motion (WCAG 2.3.3)', () => {
  /** The system's answer to `(prefers-reduced-motion: reduce)`, as a browser gives it. */
  function prefersReducedMotion(reduce: boolean) {
    vi.stubGlobal('matchMedia', (media: string) => ({
      media,
      matches: reduce && media === '(prefers-reduced-motion: reduce)',
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }));
  }

  function renderPanel(shown: boolean, entered: () => void) {
    return (
      <ThemeProvider theme={themeFor('fr')}>
        <Fade in={shown} timeout={60_000} onEntered={entered}>
          <div>Panneau</div>
        </Fade>
      </ThemeProvider>
    );
  }

  it('ends a minute-long transition at once for a user who asked their system for less motion', async () => {
    prefersReducedMotion(true);
    const entered = vi.fn();
    const { rerender } = render(renderPanel(false, entered));
    rerender(renderPanel(true, entered));
    await waitFor(() => expect(entered).toHaveBeenCalledTimes(1));
  });

  it('keeps the transition for everyone else', async () => {
    prefersReducedMotion(false);
    const entered = vi.fn();
    const { rerender } = render(renderPanel(false, entered));
    rerender(renderPanel(true, entered));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(entered).not.toHaveBeenCalled();
  });
});
