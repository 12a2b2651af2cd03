import { lazy, Suspense, useEffect, useState } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Message from '@arco-design/web-react/es/Message';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';

// The dialog (and Arco's Modal with it) loads when first needed, not with the sign-in page.
const CaptchaDialog = lazy(() => import(/* webpackChunkName: "captcha-dialog" */ './CaptchaDialog'));

/** Seconds before another code may be asked for (spec section 9). */
export const SMS_RESEND_SECONDS = 60;

type Props = {
  /** Validates the phone field and answers the phone, or null when it is not valid yet. */
  getPhone: () => Promise<string | null>;
  size?: 'mini' | 'small' | 'default' | 'large';
};

/**
 * The SMS button (spec section 4): the image captcha first, then a 60 s countdown reading `{n}秒后重新获取`,
 * then 重新获取验证码. A wrong picture answer starts no countdown.
 */
export function SmsCodeButton({ getPhone, size }: Props) {
  const [phone, setPhone] = useState<string | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [sentOnce, setSentOnce] = useState(false);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const label = secondsLeft > 0 ? `${secondsLeft}秒后重新获取` : sentOnce ? '重新获取验证码' : '获取验证码';
  return (
    <>
      <Button
        size={size}
        disabled={secondsLeft > 0}
        onClick={async () => {
          const valid = await getPhone();
          if (valid) setPhone(valid);
        }}
        style={{ minWidth: 112 }}
      >
        {label}
      </Button>
      {phone !== null && (
        <Suspense fallback={null}>
          <CaptchaDialog
            phone={phone}
            visible
            onCancel={() => setPhone(null)}
            onSent={(message) => {
              setPhone(null);
              setSentOnce(true);
              setSecondsLeft(SMS_RESEND_SECONDS);
              Message.success(message);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
