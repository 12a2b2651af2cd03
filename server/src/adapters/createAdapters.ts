import path from 'node:path';
import type { Config } from '../config';
import { aliyunSms } from './sms/aliyunSms';
import { consoleSms } from './sms/consoleSms';
import type { SmsSender } from './sms/SmsSender';
import type { FileStorage } from './storage/FileStorage';
import { localDiskStorage } from './storage/localDiskStorage';

/** The outside services the configuration names: SMS and file storage. */
export function createAdapters(config: Config): { sms: SmsSender; storage: FileStorage } {
  const sms = config.sms.provider === 'aliyun' ? aliyunSms(config.sms) : consoleSms();
  return { sms, storage: localDiskStorage(path.join(config.dataDir, 'files')) };
}
