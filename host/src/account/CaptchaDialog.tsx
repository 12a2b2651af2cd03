import { useEffect, useState } from 'react';
import Modal from '@arco-design/web-react/es/Modal';
import Input from '@arco-design/web-react/es/Input';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import { CAPTCHA_REQUIRED } from '@yjf/domain/accountRules';
import { captchaUrl, requestSmsCode } from '@yjf/api/authCalls';
import { isRequestError } from '@yjf/api/requestError';
import './CaptchaDialog.css';

type Props = {
  phone: string;
  visible: boolean;
  /** The SMS was sent; the server's message. */
  onSent: (message: string) => void;
  onCancel: () => void;
};

/**
 * The image-captcha step before an SMS (spec section 4): the picture for the phone, the answer, then the SMS
 * request. A wrong answer shows 图文验证码错误 with a new picture, and no SMS is sent.
 */
export default function CaptchaDialog({ phone, visible, onSent, onCancel }: Props) {
  const [src, setSrc] = useState('');
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);

  const refresh = () => {
    setSrc(captchaUrl(phone));
    setAnswer('');
  };
  useEffect(() => {
    if (visible) {
      setError('');
      refresh();
    }
    // A new picture each time the dialog opens for a phone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visible, phone]);

  const submit = async () => {
    if (!answer.trim()) {
      setError(CAPTCHA_REQUIRED);
      return;
    }
    setSending(true);
    try {
      onSent(await requestSmsCode(phone, answer.trim()));
    } catch (failure) {
      setError(isRequestError(failure) ? failure.message : '接口请求失败');
      refresh();
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      title="安全验证"
      visible={visible}
      onOk={submit}
      onCancel={onCancel}
      confirmLoading={sending}
      okText="确定"
      cancelText="取消"
      style={{ width: 380 }}
      unmountOnExit
    >
      <p className="captcha-hint">请输入图中的字符，验证通过后将向 {phone} 发送短信验证码。</p>
      <div className="captcha-row">
        <Input
          autoFocus
          value={answer}
          onChange={(value) => {
            setAnswer(value);
            setError('');
          }}
          onPressEnter={submit}
          placeholder="图形验证码"
          maxLength={6}
          status={error ? 'error' : undefined}
          aria-label="图形验证码"
        />
        {src && (
          <img
            className="captcha-image"
            src={src}
            alt="图形验证码，点击换一张"
            title="看不清？点击换一张"
            onClick={refresh}
          />
        )}
      </div>
      <div className="captcha-error" role="alert">
        {error}
      </div>
    </Modal>
  );
}
