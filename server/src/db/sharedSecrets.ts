import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from './client';
import { sharedSecrets } from './sharedSecretsTable';

/** The secret called `name`: the one the first instance made, or a new one when there is none yet. */
export async function sharedSecret(db: Db, name: string): Promise<string> {
  await db
    .insert(sharedSecrets)
    .values({ name, value: randomBytes(24).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: sharedSecrets.value }).from(sharedSecrets).where(eq(sharedSecrets.name, name));
  return row!.value;
}

/** The configuration with the secrets it leaves to the server (the sandbox's signing secret) filled in. */
export async function withSharedSecrets(config: Config, db: Db): Promise<Config> {
  const payment = config.payment;
  if (payment.provider !== 'sandbox' || payment.sandboxSecret) return config;
  return { ...config, payment: { ...payment, sandboxSecret: await sharedSecret(db, 'payment-sandbox') } };
}
