import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import { DOCUMENT_MAX_BYTES } from '@pharmatrace/domain';
import { useId, useRef } from 'react';
import { useNotify } from '@/components/ui/notifications';
import { useT } from '@/lib/language';

/**
 * A button that picks one PDF and hands it over. The size is checked here for a quick answer;
 * the server checks it again, and decides the type from the bytes (decision 0002).
 */
export function PdfUploadButton({
  label,
  onFile,
  disabled,
  busy,
}: {
  label: string;
  onFile: (file: File) => void;
  disabled?: boolean;
  busy?: boolean;
}) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const notify = useNotify();
  return (
    <>
      <input
        ref={input}
        id={id}
        type="file"
        accept=".pdf,application/pdf"
        aria-label={label}
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          if (file.size > DOCUMENT_MAX_BYTES) {
            notify(t('staff.documentTooLarge'), 'error');
            return;
          }
          onFile(file);
        }}
      />
      <Button
        variant="outlined"
        startIcon={<UploadFileOutlined />}
        disabled={disabled || busy}
        onClick={() => input.current?.click()}
      >
        {busy ? t('staff.uploading') : label}
      </Button>
    </>
  );
}
