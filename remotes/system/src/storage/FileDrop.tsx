import { useRef, useState } from 'react';
import { IconUpload } from '@arco-design/web-react/icon';
import { formatFileSize } from '@yjf/domain/attachments';
import './FileDrop.css';

type Props = {
  /** The files chosen; one unless `multiple`. */
  files: File[];
  onChange: (files: File[]) => void;
  multiple?: boolean;
  /** `image/*`, `.png,.jpg` ... as the file picker takes it. */
  accept?: string;
  /** The line under the prompt: what may be uploaded. */
  hint: string;
};

/**
 * Where a user drops files or clicks to pick them, showing what was chosen; the page uploads them. A plain
 * file input underneath (named 选择文件), so keyboards and tests reach it too.
 */
export function FileDrop({ files, onChange, multiple = false, accept, hint }: Props) {
  const picker = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const take = (list: FileList | null) => {
    const chosen = Array.from(list ?? []);
    if (chosen.length) onChange(multiple ? chosen : chosen.slice(0, 1));
  };
  return (
    <div
      className={`file-drop${over ? ' file-drop-over' : ''}`}
      role="button"
      tabIndex={0}
      onClick={() => picker.current?.click()}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') picker.current?.click();
      }}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        take(event.dataTransfer.files);
      }}
    >
      <input
        ref={picker}
        type="file"
        aria-label="选择文件"
        multiple={multiple}
        accept={accept}
        style={{ display: 'none' }}
        onClick={(event) => event.stopPropagation()}
        onChange={(event) => {
          take(event.target.files);
          event.target.value = '';
        }}
      />
      <IconUpload className="file-drop-icon" />
      <div className="file-drop-prompt">将文件拖到此处，或点击选择文件</div>
      <div className="file-drop-hint">{hint}</div>
      {files.length > 0 && (
        <ul className="file-drop-files">
          {files.map((file) => (
            <li key={`${file.name}-${file.size}`}>
              {file.name}（{formatFileSize(file.size)}）
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
