import Autocomplete from '@mui/material/Autocomplete';
import { ThemeProvider } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
