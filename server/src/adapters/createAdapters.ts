import type { Config, FilesLocation } from '../config';
import { aliyunSms } from './sms/aliyunSms';
import { consoleSms } from './sms/consoleSms';
import type { SmsSender } from './sms/SmsSender';
import type { FileStorage } from './storage/FileStorage';
import type { PaymentProvider } from './payment/PaymentProvider';
import { sandboxPay } from './payment/sandboxPay';
import { wechatPay } from './payment/wechatPay';
import { localDiskStorage } from './storage/localDiskStorage';
import type { ObjectStorage } from './storage/ObjectStorage';

/** The outside services the configuration names: SMS, file storage and payments. */
export async function createAdapters(
  config: Config,
): Promise<{ sms: SmsSender; storage: FileStorage; payment: PaymentProvider }> {
  const sms = config.sms.provider === 'aliyun' ? aliyunSms(config.sms) : consoleSms();
  return { sms, storage: await fileStorage(config.files), payment: paymentProvider(config) };
}

/** Where the server's own files go: DATA_DIR/files, or FILES_BUCKET (the AWS SDK is loaded only then). */
export async function fileStorage(files: FilesLocation): Promise<FileStorage> {
  return files.kind === 'bucket'
    ? (await import('./storage/s3Storage')).s3Storage(files.bucket)
    : localDiskStorage(files.dir);
}

/** The payment provider PAYMENT_PROVIDER names. */
export function paymentProvider(config: Config): PaymentProvider {
  const payment = config.payment;
  if (payment.provider === 'wechat') return wechatPay(payment);
  return sandboxPay({ secret: payment.sandboxSecret, publicUrl: payment.publicUrl });
}

/**
 * The S3-compatible bucket of 对象存储 that the S3_* variables configure; null when they are not set. The AWS SDK
 * is loaded only then.
 */
export async function objectStorage(config: Config): Promise<ObjectStorage | null> {
  return config.s3 ? (await import('./storage/s3Storage')).s3Storage(config.s3) : null;
}
