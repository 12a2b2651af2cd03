import { downloadStoredFile } from '@yjf/area-system/api/storage';
import { downloadNameOf } from '@yjf/area-system/domain/storageSchemas';
import { Button } from '@yjf/ui/arcoCore';

/** 下载: saves a stored file under its name with its suffix; a failure is shown by the error presenter. */
export function DownloadFileButton({ file }: { file: { url: string; name: string; suffix: string } }) {
  return (
    <Button
      type="text"
      size="mini"
      onClick={() => void downloadStoredFile(file.url, downloadNameOf(file)).catch(() => undefined)}
    >
      下载
    </Button>
  );
}
