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

/** A job's progress bar with its percentage. */
function JobProgress({ label, value }: { label: string; value: number }) {
  return (
    <Flex alignItems="center" gap="small">
      <progress aria-label={label} max={100} value={value} />
      <Text>{`${value}%`}</Text>
    </Flex>
  );
}

/** The Owner's export: start, follow, download. */
function ExportSection({ organizationId }: { organizationId: string }) {
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
        Export
      </Heading>
      <Text color="font.secondary">
        One zip with every workspace, stage, label, card, checklist, comment, approval, time entry and member, and every
        file. We e-mail you the link when it is ready; the file is kept for one day.
      </Text>
      <div>
        <Button onClick={begin} isLoading={start.isPending || Boolean(running)} loadingText="Exporting…">
          Export organization
        </Button>
      </div>
      {start.error && <Alert variation="error">{start.error.message}</Alert>}
      {running && <JobProgress label="Export progress" value={job.progress} />}
      {job?.status === 'failed' && <Alert variation="error">{job.error}</Alert>}
      {job?.status === 'done' && job.url && (
        <Alert variation="success">
          Export ready. <a href={job.url}>Download export</a>
        </Alert>
      )}
    </Flex>
  );
}

/** Import an export zip as a new organization. */
function ImportSection({ onImported }: { onImported: () => void }) {
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
      setError((failure as Error).message || 'The file could not be uploaded. Please try again.');
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
        Import
      </Heading>
      <Text color="font.secondary">
        Make a new organization, owned by you, from a Greenlight export (at most 2 GB). People are matched by e-mail;
        others are kept as former members by name.
      </Text>
      <label htmlFor="import-file">Export zip file</label>
      <input
        id="import-file"
        type="file"
        accept=".zip,application/zip"
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
      />
      <div>
        <Button type="submit" isDisabled={!file} isLoading={Boolean(running)} loadingText="Importing…">
          Import
        </Button>
      </div>
      {upload !== null && <JobProgress label="Upload progress" value={upload} />}
      {job && (job.status === 'queued' || job.status === 'running') && (
        <JobProgress label="Import progress" value={job.progress} />
      )}
      {error && <Alert variation="error">{error}</Alert>}
      {job?.status === 'failed' && <Alert variation="error">{job.error}</Alert>}
      {job?.status === 'done' && job.organization_id && (
        <Alert variation="success">
          Imported. <Link to={paths.organization.getHref(job.organization_id)}>{`Open ${job.organization_name}`}</Link>
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
