import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { isLocale, locales } from '@pharmatrace/domain';
import { useLanguage, useT } from '@/lib/language';
import { useChangeLanguage } from '@/lib/user-language';

/**
 * The language switch (issue #27): in the navigation and on the public pages. Each language is
 * named in itself, with its own `lang`, so a screen reader says it right whatever the page's.
 */
export function LanguageSwitch({ signedIn = false }: { signedIn?: boolean }) {
  const t = useT();
  const language = useLanguage();
  const change = useChangeLanguage(signedIn);
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={language}
      aria-label={t('language.label')}
      onChange={(_event, value: unknown) => {
        if (isLocale(value)) change(value);
      }}
    >
      {locales.map((locale) => (
        <ToggleButton
          key={locale}
          value={locale}
          lang={locale}
          sx={{ px: 1.5, py: 0.25, textTransform: 'none' }}
        >
          {t(`language.${locale}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
