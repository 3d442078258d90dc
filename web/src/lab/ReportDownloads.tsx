/**
 * The run's report as files, the same the CLI writes for the same run: report.json and the
 * self-contained report.html (its figures drawn by the inlined Observable Plot, offline). Both
 * are made on the page once the run is done; the HTML waits for its scripts to load.
 */
import { useEffect, useState, type ReactElement } from 'react';
import type { LabReport } from '../../../src/lab/report.ts';
import { reportHtmlText, reportJsonText } from './pageReportFiles.ts';

/** One file's state: its text once made, or why it could not be. */
type FileText =
  | { readonly state: 'making' }
  | { readonly state: 'made'; readonly text: string }
  | { readonly state: 'failed'; readonly reason: string };

/** The text `make` makes of the report (a function of the module, so the same every render). */
function useFileText(make: (report: LabReport) => Promise<string>, report: LabReport): FileText {
  const [file, setFile] = useState<FileText>({ state: 'making' });
  useEffect(() => {
    let live = true;
    setFile({ state: 'making' });
    make(report).then(
      (text) => {
        if (live) setFile({ state: 'made', text });
      },
      (error: unknown) => {
        if (live) setFile({ state: 'failed', reason: String(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [make, report]);
  return file;
}

/** A link to download `text`, whose object URL lives as long as the link. */
function FileLink({
  text,
  type,
  name,
  words,
}: {
  readonly text: string;
  readonly type: string;
  readonly name: string;
  readonly words: string;
}): ReactElement | null {
  const [href, setHref] = useState<string | null>(null);
  useEffect(() => {
    const url = URL.createObjectURL(new Blob([text], { type }));
    setHref(url);
    return () => {
      URL.revokeObjectURL(url);
    };
  }, [text, type]);
  return href ? (
    <a className="button" href={href} download={name}>
      {words}
    </a>
  ) : null;
}

function Download({
  file,
  type,
  name,
  words,
}: {
  readonly file: FileText;
  readonly type: string;
  readonly name: string;
  readonly words: string;
}): ReactElement {
  switch (file.state) {
    case 'making':
      return (
        <span className="button button--quiet" aria-disabled="true">
          Preparing {words.replace(/^Download /, '')}…
        </span>
      );
    case 'made':
      return <FileLink text={file.text} type={type} name={name} words={words} />;
    case 'failed':
      return (
        <span className="notice notice--error" role="alert">
          {words.replace(/^Download /, 'The ')} could not be made: {file.reason}
        </span>
      );
  }
}

export function ReportDownloads({ report }: { readonly report: LabReport }): ReactElement {
  const json = useFileText(reportJsonText, report);
  const html = useFileText(reportHtmlText, report);
  const base = `${report.game.id}-${report.seed}-report`;
  return (
    <p className="lab-downloads">
      <Download
        file={json}
        type="application/json"
        name={`${base}.json`}
        words="Download report (JSON)"
      />{' '}
      <Download file={html} type="text/html" name={`${base}.html`} words="Download report (HTML)" />
    </p>
  );
}
