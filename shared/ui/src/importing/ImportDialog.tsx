import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { IconDownload, IconFile, IconUpload } from '@arco-design/web-react/icon';
import { downloadImportTemplate, previewImport, runImport, type ImportFailure } from '@yjf/api/recordImport';
import { recordsChanged } from '@yjf/api/records';
import {
  IMPORT_MODES,
  MAX_IMPORT_FILE_BYTES,
  MAX_IMPORT_ROWS,
  type ImportError,
  type ImportMode,
  type ImportPreview,
  type ImportResult,
} from '@yjf/domain/recordImport';
import { Alert, Button, Modal, Space, Spin, Typography } from '../arcoCore';
import { Steps } from '../arcoDetails';
import { Progress } from '../arcoFiles';
import { Radio } from '../arcoInputs';
import { Table } from '../arcoTable';
import { useIsPhone } from '../useIsPhone';
import { repairPagerNames, useDomRepair } from '../crud/controlNames';
import { PHONE_DIALOG } from '../crud/phoneDialog';
import './ImportDialog.css';
import '../crud/visuallyHidden.css';

type Props = {
  /** The resource's path (`customer`). */
  resource: string;
  /** The list's title: the template is named after it (客户列表_导入模板.xlsx). */
  title: string;
  /** What one record is called: 导入客户. */
  noun: string;
  /** Whether the caller may edit, and so update duplicates. */
  mayUpdate: boolean;
  onClose: () => void;
};

/** Where the dialog is: choosing a file, its check running, its check shown, importing, done. */
type Stage =
  | { at: 'choose' }
  | { at: 'checking'; file: File }
  | { at: 'checked'; file: File; preview: ImportPreview }
  | { at: 'refused'; file: File; errors: ImportError[]; errorCount: number; message: string }
  | { at: 'importing'; file: File; phase: 'check' | 'write'; done: number; total: number }
  | { at: 'done'; result: ImportResult };

/** The step shown as current (Arco counts from 1; past the last, every step is done). */
const STEP_OF: Record<Stage['at'], number> = { choose: 2, checking: 3, checked: 3, refused: 3, importing: 4, done: 5 };

/** The bar over both halves of an import: its rows checked, then written. */
const percentOf = ({ phase, done, total }: { phase: 'check' | 'write'; done: number; total: number }) => {
  const share = total ? done / total : 1;
  return Math.floor((phase === 'check' ? share : 1 + share) * 50);
};

const isFailure = (error: unknown): error is ImportFailure =>
  typeof error === 'object' && error !== null && 'status' in error;

/**
 * 导入 (issue 57): 1 下载模板, 2 选择文件 (an .xlsx, dropped or chosen), 3 预览 — the counts, every error (行, 列,
 * 错误) and, when rows match records already there, 跳过 or 更新 — and 4 导入, its progress, then what it did; the
 * lists of the resource are asked for again. 导入 stays greyed out while the file has an error: nothing is
 * imported until it is fixed and chosen again. On a phone it takes the whole screen.
 */
export default function ImportDialog({ resource, title, noun, mayUpdate, onClose }: Props) {
  const phone = useIsPhone();
  const dispatch = useDispatch();
  const [stage, setStage] = useState<Stage>({ at: 'choose' });
  const [mode, setMode] = useState<ImportMode>('skip');
  const [downloading, setDownloading] = useState(false);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const check = async (file: File) => {
    if (!/\.xlsx$/i.test(file.name)) {
      setStage({
        at: 'refused',
        file,
        errors: [],
        errorCount: 0,
        message: /\.xls$/i.test(file.name)
          ? '不支持 .xls 格式，请在 Excel 中另存为 .xlsx 后再导入'
          : '只能导入 .xlsx 文件，请使用下载的模板填写',
      });
      return;
    }
    if (file.size > MAX_IMPORT_FILE_BYTES) {
      const message = `文件不能超过 ${MAX_IMPORT_FILE_BYTES / 1024 / 1024}MB`;
      setStage({ at: 'refused', file, errors: [], errorCount: 0, message });
      return;
    }
    setStage({ at: 'checking', file });
    try {
      setStage({ at: 'checked', file, preview: await previewImport(resource, file) });
    } catch (error) {
      refuse(file, error);
    }
  };

  const refuse = (file: File, error: unknown) => {
    if (isFailure(error) && error.errors) {
      const { errors, errorCount = errors.length, message } = error;
      setStage({ at: 'refused', file, errors, errorCount, message });
    } else setStage({ at: 'choose' });
  };

  const start = async () => {
    if (stage.at !== 'checked') return;
    const { file, preview } = stage;
    setStage({ at: 'importing', file, phase: 'check', done: 0, total: preview.total });
    try {
      const result = await runImport(resource, file, mode, (phase, done, total) =>
        setStage({ at: 'importing', file, phase, done, total }),
      );
      dispatch(recordsChanged(resource));
      setStage({ at: 'done', result });
    } catch (error) {
      if (isFailure(error) && error.errors) refuse(file, error);
      else setStage({ at: 'checked', file, preview });
    }
  };

  const download = async () => {
    setDownloading(true);
    try {
      await downloadImportTemplate(resource, title);
    } catch {
      // shown by the error presenter
    } finally {
      setDownloading(false);
    }
  };

  const choose = (files: FileList | null) => {
    const file = files?.[0];
    if (file) void check(file);
    if (input.current) input.current.value = '';
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files);
  };

  const busy = stage.at === 'checking' || stage.at === 'importing';
  const chosen = 'file' in stage ? stage.file : undefined;
  const canImport = stage.at === 'checked' && stage.preview.errorCount === 0 && stage.preview.valid > 0;
  const importing = stage.at === 'importing';

  const footer =
    stage.at === 'done' ? (
      <Button type="primary" onClick={onClose}>
        完成
      </Button>
    ) : (
      <>
        <Button onClick={onClose} disabled={importing}>
          取消
        </Button>
        <Button type="primary" disabled={!canImport} loading={importing} onClick={start}>
          导入
        </Button>
      </>
    );

  return (
    <Modal
      title={`导入${noun}`}
      visible
      onCancel={busy ? undefined : onClose}
      closable={!importing}
      maskClosable={false}
      escToExit={!importing}
      footer={footer}
      unmountOnExit
      {...(phone ? PHONE_DIALOG : { style: { width: 760 } })}
    >
      <div className="import-dialog">
        <Steps
          current={STEP_OF[stage.at]}
          size="small"
          labelPlacement={phone ? 'vertical' : 'horizontal'}
          className="import-steps"
        >
          <Steps.Step title="下载模板" />
          <Steps.Step title="选择文件" />
          <Steps.Step title="预览" />
          <Steps.Step title="导入" />
        </Steps>

        {stage.at === 'done' ? (
          <Result result={stage.result} noun={noun} />
        ) : importing ? (
          <div className="import-progress" role="status" aria-live="polite">
            <Progress percent={percentOf(stage)} aria-label="导入进度" />
            <Typography.Text>
              {stage.phase === 'check'
                ? `正在检查：${stage.done} / ${stage.total} 行`
                : `正在写入：${stage.done} / ${stage.total} 条`}
              ，请不要关闭页面
            </Typography.Text>
          </div>
        ) : (
          <>
            <section className="import-section" aria-labelledby="import-template-title">
              <Typography.Text bold id="import-template-title">
                1. 下载模板，按模板填写
              </Typography.Text>
              <Typography.Paragraph type="secondary" className="import-hint">
                带 * 的列必须填写，下拉列表中的值请直接选择；一次最多 {MAX_IMPORT_ROWS} 行，文件不超过{' '}
                {MAX_IMPORT_FILE_BYTES / 1024 / 1024}MB。填写说明见模板的第二个工作表。
              </Typography.Paragraph>
              <Button icon={<IconDownload />} loading={downloading} onClick={download}>
                下载模板
              </Button>
            </section>

            <section className="import-section" aria-labelledby="import-file-title">
              <Typography.Text bold id="import-file-title">
                2. 选择填好的文件
              </Typography.Text>
              <label
                className={`import-drop${dragging ? ' import-drop-over' : ''}${busy ? ' import-drop-busy' : ''}`}
                onDragOver={(event) => {
                  event.preventDefault();
                  setDragging(true);
                }}
                onDragLeave={() => setDragging(false)}
                onDrop={drop}
              >
                <input
                  ref={input}
                  type="file"
                  accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  className="yjf-visually-hidden"
                  disabled={busy}
                  onChange={(event) => choose(event.target.files)}
                />
                {chosen ? <IconFile className="import-drop-icon" /> : <IconUpload className="import-drop-icon" />}
                <span className="import-drop-text">{chosen ? chosen.name : '点击选择或把文件拖到这里'}</span>
                <span className="import-drop-tip">{chosen ? '点击可重新选择' : '只支持 .xlsx'}</span>
              </label>
            </section>

            {stage.at === 'checking' && (
              <div className="import-checking" role="status">
                <Spin size={16} />
                <Typography.Text>正在检查文件中的每一行…</Typography.Text>
              </div>
            )}
            {stage.at === 'refused' && (
              <Checked
                errors={stage.errors}
                errorCount={stage.errorCount}
                summary={<Alert type="error" content={stage.message} />}
              />
            )}
            {stage.at === 'checked' && (
              <Checked
                errors={stage.preview.errors}
                errorCount={stage.preview.errorCount}
                summary={<Summary preview={stage.preview} noun={noun} />}
                duplicates={
                  stage.preview.duplicates > 0 && stage.preview.errorCount === 0 ? (
                    <div className="import-mode">
                      <Typography.Text id="import-mode-title">
                        {stage.preview.duplicateRule}的视为已有{noun}，这 {stage.preview.duplicates} 行：
                      </Typography.Text>
                      <Radio.Group
                        aria-labelledby="import-mode-title"
                        value={mode}
                        onChange={(value: ImportMode) => setMode(value)}
                      >
                        <Radio value="skip">{IMPORT_MODES.skip}</Radio>
                        <Radio value="update" disabled={!mayUpdate}>
                          {IMPORT_MODES.update}
                          {!mayUpdate && '（需要编辑权限）'}
                        </Radio>
                      </Radio.Group>
                    </div>
                  ) : undefined
                }
              />
            )}
          </>
        )}
      </div>
    </Modal>
  );
}

/** 3. 预览: the summary, how duplicates are treated, and the errors, if any. */
function Checked(props: { errors: ImportError[]; errorCount: number; summary: ReactNode; duplicates?: ReactNode }) {
  const { errors, errorCount } = props;
  const phone = useIsPhone();
  // The errors' pager, when there are more than ten, has boxes Arco leaves unnamed.
  const pagerRef = useDomRepair<HTMLElement>(repairPagerNames);
  return (
    <section className="import-section" aria-labelledby="import-preview-title" ref={pagerRef}>
      <Typography.Text bold id="import-preview-title">
        3. 预览
      </Typography.Text>
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        {props.summary}
        {props.duplicates}
        {errors.length > 0 && (
          <>
            <Typography.Text type="error">
              {errorCount > errors.length
                ? `共 ${errorCount} 处错误，下表列出前 ${errors.length} 处。`
                : `共 ${errorCount} 处错误。`}
              改正后请重新选择文件，有错误时不会导入任何数据。
            </Typography.Text>
            <Table<ImportError & { key: number }>
              className="import-errors"
              rowKey="key"
              size="small"
              border={false}
              pagination={errors.length > 10 ? { pageSize: 10, size: 'mini', simple: true } : false}
              data={errors.map((error, key) => ({ ...error, key }))}
              columns={[
                { title: '行', dataIndex: 'row', width: phone ? 48 : 64 },
                {
                  title: '列',
                  dataIndex: 'column',
                  width: phone ? 88 : 120,
                  render: (column: string) => column || '—',
                },
                { title: '错误', dataIndex: 'message' },
              ]}
            />
          </>
        )}
      </Space>
    </section>
  );
}

/** What the file holds: rows, rows to add, duplicates, errors. */
function Summary({ preview, noun }: { preview: ImportPreview; noun: string }) {
  const { total, valid, fresh, duplicates, errorCount } = preview;
  const text = `共 ${total} 行：新增 ${fresh} 条，与已有${noun}重复 ${duplicates} 条`;
  if (errorCount) return <Alert type="error" content={`${text}，${total - valid} 行有错误。请改正后重新选择文件`} />;
  return <Alert type="success" content={`${text}，没有错误，可以导入`} />;
}

/** 4. 导入: what it did. */
function Result({ result, noun }: { result: ImportResult; noun: string }) {
  return (
    <div className="import-result" role="status">
      <Alert
        type="success"
        title="导入完成"
        content={`新增 ${result.created} 条${noun}，更新 ${result.updated} 条，跳过 ${result.skipped} 条。列表已刷新。`}
      />
    </div>
  );
}
