/**
 * The organization's Export and import page (issue 40 "Organization settings → Export", "Import"; decisions
 * EX1, EX12). The Owner exports: the job's progress shows until a download link appears (the link is also
 * e-mailed; opening that e-mail's link shows the same job from `?export_id`). Anyone here may import an
 * export zip as a new organization of their own: upload, then the job's progress, then a link to it or
 * the error. Admins see no export control (the API refuses them too).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { paths } from '../../../config/paths';
import { startImport, useExportJob, useImportJob, useStartExport } from '../api/transfers';
import { formatNumber } from '../../../lib/i18n/format-number';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** "40%" in English, "40 %" in German and Spanish. */
const PERCENT: Intl.NumberFormatOptions = { style: 'percent' };

/** A job's progress bar with its percentage. */
function JobProgress({ label, value }: { label: string; value: number }) {
  return (
    <Flex alignItems="center" gap="small">
      <progress aria-label={label} max={100} value={value} />
      <Text>{formatNumber(value / 100, PERCENT)}</Text>
    </Flex>
  );
}

/** The Owner's export: start, follow, download. */
function ExportSection({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('organizations');
  const [params, setParams] = useSearchParams();
  const exportId = params.get('export_id');
  const start = useStartExport(organizationId);
  const job = useExportJob(organizationId, exportId).data;
  const running = job && (job.status === 'queued' || job.status === 'running');
  const begin = () =>
    start.mutate(undefined, { onSuccess: ({ export_id }) => setParams({ export_id }, { replace: true }) });
  return (
    <Flex as="section" direction="column" gap="small" aria-labelledby="export-heading">
      <Heading id="export-heading" level={2} fontSize="large">
        {t('export.title')}
      </Heading>
      <Text color="font.secondary">{t('export.intro')}</Text>
      <div>
        <Button onClick={begin} isLoading={start.isPending || Boolean(running)} loadingText={t('export.pending')}>
          {t('export.button')}
        </Button>
      </div>
      {start.error && <Alert variation="error">{start.error.message}</Alert>}
      {running && <JobProgress label={t('export.progress')} value={job.progress} />}
      {job?.status === 'failed' && <Alert variation="error">{job.error}</Alert>}
      {job?.status === 'done' && job.url && (
        <Alert variation="success">
          {t('export.ready')} <a href={job.url}>{t('export.download')}</a>
        </Alert>
      )}
    </Flex>
  );
}

/** Import an export zip as a new organization. */
function ImportSection({ onImported }: { onImported: () => void }) {
  const { t } = useTranslation('organizations');
  const [file, setFile] = useState<File | null>(null);
  const [upload, setUpload] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [importId, setImportId] = useState<string | null>(null);
  const job = useImportJob(importId).data;
  const running = upload !== null || (job && (job.status === 'queued' || job.status === 'running'));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setError(null);
    setImportId(null);
    try {
      setUpload(0);
      setImportId(await startImport(file, setUpload));
    } catch (failure) {
      setError((failure as Error).message || t('import.uploadFailed'));
    } finally {
      setUpload(null);
    }
  };
  const done = job?.status === 'done';
  // The new organization joins the sidebar and the organization list.
  useEffect(() => {
    if (done) onImported();
  }, [done, onImported]);
  return (
    <Flex as="form" direction="column" gap="small" onSubmit={submit} aria-labelledby="import-heading">
      <Heading id="import-heading" level={2} fontSize="large">
        {t('import.title')}
      </Heading>
      <Text color="font.secondary">{t('import.intro')}</Text>
      <label htmlFor="import-file">{t('import.file')}</label>
      <input
        id="import-file"
        type="file"
        accept=".zip,application/zip"
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
      />
      <div>
        <Button type="submit" isDisabled={!file} isLoading={Boolean(running)} loadingText={t('import.pending')}>
          {t('import.button')}
        </Button>
      </div>
      {upload !== null && <JobProgress label={t('import.uploadProgress')} value={upload} />}
      {job && (job.status === 'queued' || job.status === 'running') && (
        <JobProgress label={t('import.progress')} value={job.progress} />
      )}
      {error && <Alert variation="error">{error}</Alert>}
      {job?.status === 'failed' && <Alert variation="error">{job.error}</Alert>}
      {job?.status === 'done' && job.organization_id && (
        <Alert variation="success">
          {t('import.done')}{' '}
          <Link to={paths.organization.getHref(job.organization_id)}>
            {t('import.open', { name: job.organization_name ?? '' })}
          </Link>
        </Alert>
      )}
    </Flex>
  );
}

/** The page's two parts; the export only for the Owner. `onImported` runs once an import is done (the caller refreshes the organizations). */
export function TransferPage(props: { organizationId: string; isOwner: boolean; onImported: () => void }) {
  return (
    <Flex direction="column" gap="xl">
      {props.isOwner && <ExportSection organizationId={props.organizationId} />}
      <ImportSection onImported={props.onImported} />
    </Flex>
  );
}
