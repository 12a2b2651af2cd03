import {
  IMPORT_PROGRESS_TYPE,
  importTemplateName,
  type ImportError,
  type ImportMode,
  type ImportPreview,
  type ImportProgress,
  type ImportResult,
} from '@yjf/domain/recordImport';
import { authHeaders } from './earlyAnswers';
import { presentError } from './errorPresenter';
import { request } from './http';
import { saveBlob } from './records';
import { responseError, unansweredError, type RequestError } from './requestError';

/**
 * Excel 导入 of a list's records (`/api/<resource>/import`): the template, the preview and the import with its
 * progress. The calls send the file as FormData; a file refused for its rows or its header answers its errors,
 * which the caller shows (they are not presented as a failure); any other failure is presented as every call's.
 */

/** Why an import call failed; a file refused for what it holds carries its errors (the first 200) and their count. */
export type ImportFailure = RequestError & { errors?: ImportError[]; errorCount?: number };

/** Minutes a preview or an import may take before the browser gives up (10,000 rows take seconds). */
const IMPORT_TIMEOUT_MS = 5 * 60_000;

/** Downloads the resource's template, named after the list: 客户列表_导入模板.xlsx. */
export async function downloadImportTemplate(resource: string, title: string): Promise<void> {
  const blob = await request<Blob>({ url: `api/${resource}/import/template`, responseType: 'blob' });
  saveBlob(blob, importTemplateName(title));
}

async function post(url: string, file: File, accept?: string): Promise<Response> {
  const body = new FormData();
  body.append('file', file, file.name);
  const headers = authHeaders();
  if (accept) headers.Accept = accept;
  try {
    return await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(IMPORT_TIMEOUT_MS) });
  } catch (cause) {
    throw presented(unansweredError(cause, true));
  }
}

function presented(error: ImportFailure): ImportFailure {
  presentError(error, { pageData: false, write: true });
  return error;
}

/** The failure of an answer that is not a success: its errors when the file was refused for them. */
async function failureOf(response: Response): Promise<ImportFailure> {
  const body = (await response.json().catch(() => null)) as { errors?: ImportError[]; errorCount?: number } | null;
  const failure = responseError(response.status, body, response.headers.get('x-request-id'));
  if (response.status === 400 && Array.isArray(body?.errors)) {
    return { ...failure, errors: body.errors, errorCount: body.errorCount ?? body.errors.length };
  }
  return presented(failure);
}

/** What an import of the file would do: its counts and every error, nothing written. */
export async function previewImport(resource: string, file: File): Promise<ImportPreview> {
  const response = await post(`/api/${resource}/import/preview`, file);
  if (!response.ok) throw await failureOf(response);
  return (await response.json()) as ImportPreview;
}

/**
 * Imports the file, duplicates skipped or updated: `onProgress` hears how many rows are checked, then written, as
 * the server reports them (a stream of JSON lines, read as it comes), and the result ends it; rows refused reject
 * with their errors, as a preview's do.
 */
export async function runImport(
  resource: string,
  file: File,
  mode: ImportMode,
  onProgress: (phase: 'check' | 'write', done: number, total: number) => void,
): Promise<ImportResult> {
  const response = await post(`/api/${resource}/import?mode=${mode}`, file, IMPORT_PROGRESS_TYPE);
  if (!response.ok) throw await failureOf(response);
  if (!(response.headers.get('content-type') ?? '').includes(IMPORT_PROGRESS_TYPE) || !response.body) {
    return (await response.json()) as ImportResult;
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  for (;;) {
    const { value, done } = await reader.read();
    pending += decoder.decode(value ?? new Uint8Array(), { stream: !done });
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines.filter(Boolean)) {
      const progress = JSON.parse(line) as ImportProgress;
      switch (progress.phase) {
        case 'check':
        case 'write':
          onProgress(progress.phase, progress.done, progress.total);
          break;
        case 'done':
          return { created: progress.created, updated: progress.updated, skipped: progress.skipped };
        case 'refused':
          throw {
            status: progress.status,
            message: progress.message,
            errors: progress.errors,
            errorCount: progress.errorCount,
          } satisfies ImportFailure;
        default:
          throw presented({ status: progress.status, message: progress.message });
      }
    }
    if (done) throw presented({ status: 'NETWORK', message: '导入结果没有收到，请刷新列表查看是否已导入' });
  }
}
