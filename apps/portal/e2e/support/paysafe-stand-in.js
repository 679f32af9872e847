// A stand-in for the card provider's script (Paysafe.js hosted fields), which is unreachable here:
// the same API shape, so the portal's hosted adapter (src/features/payment-info/card-fields/hosted.ts)
// is tested against it, in jsdom (hosted.test.ts) and in the browser (payment-info.e2e.ts serves it
// for the provider's script URL). Not part of the build.
//
//   paysafe.fields.setup(apiKey, { environment, fields: { cardNumber, expiryDate, cvv } }, callback)
//     callback(instance, null), or callback(null, { code, displayMessage, detailedMessage })
//   instance.tokenize(options, callback)  callback(instance, null, { token, lastDigits }) or an error
//   instance.getCardBrand()               "Visa", "MasterCard", "American Express", …
//
// The real provider puts an iframe into each field's container; the stand-in puts a plain input there.
// Its test cards mirror the demo cards: 4000 0000 0000 0002 fails 3-D Secure with 14101,
// 4000 0000 0000 0010 with 14103; a number failing the Luhn check fails with 9003. What it was set up
// and asked with is recorded in `paysafe.standIn` for the tests.
(() => {
  const standIn = { setups: [], tokenizations: [] };

  const error = (code, message) => ({ code, displayMessage: message, detailedMessage: message });

  const luhn = (digits) => {
    let sum = 0;
    for (let i = 0; i < digits.length; i++) {
      let digit = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) {
        digit *= 2;
        if (digit > 9) digit -= 9;
      }
      sum += digit;
    }
    return digits.length >= 12 && sum % 10 === 0;
  };

  const brandOf = (digits) => {
    if (/^3[47]/.test(digits)) return 'American Express';
    if (/^3(0[0-5]|[689])/.test(digits)) return 'Diners Club';
    if (/^35(2[89]|[3-8])/.test(digits)) return 'JCB';
    if (/^(6011|65|64[4-9])/.test(digits)) return 'Discover';
    if (/^(5[1-5]|2[2-7])/.test(digits)) return 'MasterCard';
    if (/^4/.test(digits)) return 'Visa';
    if (/^(50|5[6-9]|6)/.test(digits)) return 'Maestro';
    return '';
  };

  const THREE_DS_FAILURES = { 4000000000000002: 14101, 4000000000000010: 14103 };
  const LABELS = { cardNumber: 'Card number', expiryDate: 'Expiry date', cvv: 'CVV' };

  window.paysafe = {
    standIn,
    fields: {
      setup(apiKey, options, callback) {
        standIn.setups.push({ apiKey, options });
        setTimeout(() => {
          if (typeof apiKey !== 'string' || apiKey === '') {
            callback(null, error(9013, 'Invalid API key'));
            return;
          }
          const inputs = {};
          for (const name of ['cardNumber', 'expiryDate', 'cvv']) {
            const field = options?.fields?.[name];
            const container = field && document.querySelector(field.selector);
            if (!container) {
              callback(null, error(9014, `No container for ${name}`));
              return;
            }
            const input = document.createElement('input');
            input.setAttribute('aria-label', LABELS[name]);
            input.placeholder = field.placeholder ?? '';
            input.autocomplete = 'off';
            container.replaceChildren(input);
            inputs[name] = input;
          }
          const digits = () => inputs.cardNumber.value.replace(/\D/g, '');
          const instance = {
            getCardBrand: () => brandOf(digits()),
            tokenize(tokenizeOptions, done) {
              standIn.tokenizations.push(tokenizeOptions);
              setTimeout(() => {
                const check = tokenizeOptions?.threeDS;
                if (!check || tokenizeOptions.amount !== 0 || tokenizeOptions.currencyCode !== 'USD') {
                  done(instance, error(9015, 'Tokenize needs 3-D Secure, amount and currency'), null);
                  return;
                }
                const number = digits();
                if (!luhn(number) || !/^\d{2}\/?\d{2}$/.test(inputs.expiryDate.value.trim())) {
                  done(instance, error(9003, 'Invalid card fields'), null);
                  return;
                }
                const failure = THREE_DS_FAILURES[number];
                if (failure) {
                  done(instance, error(failure, '3D Secure failed'), null);
                  return;
                }
                done(instance, null, {
                  token: `SC${Math.random().toString(36).slice(2, 14)}`,
                  lastDigits: number.slice(-4),
                });
              }, 0);
            },
          };
          callback(instance, null);
        }, 0);
      },
    },
  };
})();
