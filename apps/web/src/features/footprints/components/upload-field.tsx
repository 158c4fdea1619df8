import AttachFile from '@mui/icons-material/AttachFile';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { type CarbonUploadField, UPLOAD_MAX_BYTES, uploadAcceptAttribute } from '@pharmatrace/domain';
import { useId, useRef, useState } from 'react';
import { ExternalLink } from '@/components/ui/app-link';
import { isApiError } from '@/lib/api-client';
import { saidByServer, serverMessageOf } from '@/lib/errors';
import { fieldErrorIn } from '@/lib/field-error';
import { formatFileSize } from '@/lib/format';
import { useLanguage, useT } from '@/lib/language';
import { type UploadScope, useUpload } from '@/lib/project-api/get-upload';
import { useUploadFile } from '../api/upload-file';

type UploadError = {
  message: 'footprint.fileTooLarge' | 'footprint.uploadFailed';
  reason?: string | undefined;
};

/**
 * Spec 001 §8: 'size_more_1_mo' shows as 'File size must be less than 1mo'; any other failure
 * 'Error while uploading file', with the server's reason under it (issue #29: a file of another
 * type is told which types are accepted).
 */
function uploadErrorOf(error: unknown): UploadError {
  if ((isApiError(error) && error.status === 413) || saidByServer(error, 'uploadTooLarge')) {
    return { message: 'footprint.fileTooLarge' };
  }
  const reason = isApiError(error) ? serverMessageOf(error, null) : '';
  return { message: 'footprint.uploadFailed', reason: reason || undefined };
}

/**
 * One document of footprint step 2 (spec 001 §2: molecular structure, molecular synthetic route,
 * process flow diagram). The file goes to POST carbon/upload at once; the form keeps its key
 * (spec 001 §7) and shows the file's name as a link to it, with a way to replace or remove it. A
 * file over the limit is refused here before any byte is sent, with the spec's message; the
 * server checks again. On a staff screen (`scope`), the same through the staff routes.
 */
export function UploadField({
  name,
  label,
  value,
  onChange,
  error,
  isRequired = false,
  scope = null,
  savedValue,
}: {
  name: CarbonUploadField;
  label: string;
  value: string | null;
  onChange: (key: string | null) => void;
  /** The field's error as the form keeps it (its phrase said here, issue #40). */
  error?: { message?: string | undefined; said?: unknown } | undefined;
  isRequired?: boolean;
  /** Whose routes to use: the client's own by default, staff's for one footprint. */
  scope?: UploadScope;
  /**
   * On a staff screen, the file the stored footprint names: while the field names another, the
   * new file is uploaded but not in use until 'Save changes' (issue #39), and the field says so.
   */
  savedValue?: string | null | undefined;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const errorId = useId();
  const upload = useUploadFile(scope);
  const stored = useUpload(value, scope);
  const isPending = scope !== null && savedValue !== undefined && (value ?? null) !== (savedValue ?? null);
  const saved = useUpload(isPending ? (savedValue ?? null) : null, scope);
  const [uploadError, setUploadError] = useState<UploadError | null>(null);
  const language = useLanguage();
  const t = useT();
  const message = uploadError ? t(uploadError.message) : fieldErrorIn(error, language);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setUploadError(null);
    if (file.size > UPLOAD_MAX_BYTES) {
      setUploadError({ message: 'footprint.fileTooLarge' });
      return;
    }
    try {
      const answer = await upload.mutateAsync({ file, name });
      onChange(answer.file.Key);
    } catch (failure) {
      setUploadError(uploadErrorOf(failure));
    } finally {
      // The same file may be picked again after an error.
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  return (
    <Box sx={{ mt: 2 }}>
      <Typography id={labelId} variant="subtitle2" component="p">
        {label}
        {isRequired ? ' *' : ` ${t('footprints.upload.optional')}`}
      </Typography>
      <input
        ref={inputRef}
        type="file"
        hidden
        accept={uploadAcceptAttribute}
        aria-labelledby={labelId}
        onChange={(event) => void pick(event.target.files?.[0])}
      />
      {value ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
          <InsertDriveFileOutlined color="action" aria-hidden />
          {stored.data ? (
            <ExternalLink href={stored.data.url}>{stored.data.filename}</ExternalLink>
          ) : (
            <Typography color="textSecondary">
              {stored.isError ? t('footprints.upload.uploaded') : t('footprints.upload.loading')}
            </Typography>
          )}
          {stored.data ? (
            <Typography variant="body2" color="textSecondary">
              {formatFileSize(stored.data.sizeBytes)}
            </Typography>
          ) : null}
          <Button size="small" onClick={() => inputRef.current?.click()} loading={upload.isPending}>
            {t('footprints.upload.replace')}
          </Button>
          <IconButton
            size="small"
            aria-label={t('footprints.upload.remove', { label: label.toLowerCase() })}
            onClick={() => onChange(null)}
            disabled={upload.isPending}
          >
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Box>
      ) : (
        <Button
          variant="outlined"
          startIcon={<AttachFile aria-hidden />}
          onClick={() => inputRef.current?.click()}
          loading={upload.isPending}
          aria-describedby={message ? errorId : undefined}
          sx={{ mt: 0.5 }}
        >
          {t('footprints.upload.choose')}
        </Button>
      )}
      {isPending && !upload.isPending ? (
        // Which file is current, said plainly (issue #39): the stored footprint's until the save.
        <FormHelperText role="status" sx={{ color: 'warning.dark' }}>
          {savedValue
            ? t('footprints.upload.notInUseYet', {
                current: saved.data?.filename ?? t('footprints.upload.previous'),
              })
            : value
              ? t('footprints.upload.notInUseYetNone')
              : t('footprints.upload.removedUntilSaved')}
        </FormHelperText>
      ) : null}
      {upload.isPending ? (
        <LinearProgress
          aria-label={t('footprints.upload.uploading', { label: label.toLowerCase() })}
          sx={{ mt: 1, maxWidth: 320 }}
        />
      ) : null}
      {message ? (
        <FormHelperText id={errorId} error role="alert">
          {message}
          {uploadError?.reason ? (
            <Box component="span" sx={{ display: 'block' }}>
              {uploadError.reason}
            </Box>
          ) : null}
        </FormHelperText>
      ) : (
        <FormHelperText>{t('footprint.uploadHint')}</FormHelperText>
      )}
    </Box>
  );
}
