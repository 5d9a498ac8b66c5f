import type { CardField } from './card-fields';

/**
 * The card form's own words (a provider's hosted form speaks for itself, decision 0020): its
 * labels, the expiry's format, its messages. Brand names stay as the brands write them.
 */
export interface CardTexts {
  /** The BCP 47 tag of these texts (the form's `lang`). */
  readonly locale: string;
  readonly dir: 'ltr' | 'rtl';
  /** The form's accessible name. */
  readonly group: string;
  readonly labels: Readonly<Record<CardField, string>>;
  /** How the expiry is written (the placeholder and the hint the label carries). */
  readonly expiryFormat: string;
  readonly messages: Readonly<Record<CardField, string>>;
  readonly expired: string;
}

/** Latin text inside right-to-left words, isolated (LRI…PDI) so its brackets do not flip. */
const ltr = (text: string): string => `\u2066${text}\u2069`;

/** Today's words, exactly (the end-to-end tests find the fields by them). */
export const EN_US_CARD_TEXTS: CardTexts = {
  locale: 'en-US',
  dir: 'ltr',
  group: 'Card details',
  labels: {
    number: 'Card number',
    expiry: 'Expiry date',
    cvc: 'CVC',
    name: 'Name on card',
    postalCode: 'Postal code',
  },
  expiryFormat: 'MM/YY',
  messages: {
    name: 'Enter the name on the card',
    number: 'Enter a valid card number',
    expiry: 'Enter a valid expiry date (MM/YY)',
    cvc: 'Enter the 3 or 4 digit security code',
    postalCode: 'Enter a postal code',
  },
  expired: 'This card has expired',
};

/** The ten languages of the app (apps/web/src/i18n/locales), in each catalog's terms and tone. */
export const CARD_TEXTS: readonly CardTexts[] = [
  EN_US_CARD_TEXTS,
  {
    locale: 'es-US',
    dir: 'ltr',
    group: 'Datos de la tarjeta',
    labels: {
      number: 'Número de tarjeta',
      expiry: 'Fecha de vencimiento',
      cvc: 'CVC',
      name: 'Nombre en la tarjeta',
      postalCode: 'Código postal',
    },
    expiryFormat: 'MM/AA',
    messages: {
      name: 'Ingrese el nombre que figura en la tarjeta',
      number: 'Ingrese un número de tarjeta válido',
      expiry: 'Ingrese una fecha de vencimiento válida (MM/AA)',
      cvc: 'Ingrese el código de seguridad de 3 o 4 dígitos',
      postalCode: 'Ingrese un código postal',
    },
    expired: 'Esta tarjeta está vencida',
  },
  {
    locale: 'fr-FR',
    dir: 'ltr',
    group: 'Informations de la carte',
    labels: {
      number: 'Numéro de carte',
      expiry: 'Date d’expiration',
      cvc: 'CVC',
      name: 'Nom sur la carte',
      postalCode: 'Code postal',
    },
    expiryFormat: 'MM/AA',
    messages: {
      name: 'Veuillez saisir le nom figurant sur la carte',
      number: 'Veuillez saisir un numéro de carte valide',
      expiry: 'Veuillez saisir une date d’expiration valide (MM/AA)',
      cvc: 'Veuillez saisir le code de sécurité à 3 ou 4 chiffres',
      postalCode: 'Veuillez saisir un code postal',
    },
    expired: 'Cette carte a expiré',
  },
  {
    locale: 'de-DE',
    dir: 'ltr',
    group: 'Kartendaten',
    labels: {
      number: 'Kartennummer',
      expiry: 'Ablaufdatum',
      cvc: 'CVC',
      name: 'Name auf der Karte',
      postalCode: 'Postleitzahl',
    },
    expiryFormat: 'MM/JJ',
    messages: {
      name: 'Bitte geben Sie den Namen auf der Karte ein',
      number: 'Bitte geben Sie eine gültige Kartennummer ein',
      expiry: 'Bitte geben Sie ein gültiges Ablaufdatum ein (MM/JJ)',
      cvc: 'Bitte geben Sie den 3- oder 4-stelligen Sicherheitscode ein',
      postalCode: 'Bitte geben Sie eine Postleitzahl ein',
    },
    expired: 'Diese Karte ist abgelaufen',
  },
  {
    locale: 'pt-BR',
    dir: 'ltr',
    group: 'Dados do cartão',
    labels: {
      number: 'Número do cartão',
      expiry: 'Data de validade',
      cvc: 'CVC',
      name: 'Nome no cartão',
      postalCode: 'Código postal',
    },
    expiryFormat: 'MM/AA',
    messages: {
      name: 'Digite o nome impresso no cartão',
      number: 'Digite um número de cartão válido',
      expiry: 'Digite uma data de validade válida (MM/AA)',
      cvc: 'Digite o código de segurança de 3 ou 4 dígitos',
      postalCode: 'Digite um código postal',
    },
    expired: 'Este cartão está vencido',
  },
  {
    locale: 'it-IT',
    dir: 'ltr',
    group: 'Dati della carta',
    labels: {
      number: 'Numero della carta',
      expiry: 'Data di scadenza',
      cvc: 'CVC',
      name: 'Nome sulla carta',
      postalCode: 'Codice postale',
    },
    expiryFormat: 'MM/AA',
    messages: {
      name: 'Inserisci il nome riportato sulla carta',
      number: 'Inserisci un numero di carta valido',
      expiry: 'Inserisci una data di scadenza valida (MM/AA)',
      cvc: 'Inserisci il codice di sicurezza di 3 o 4 cifre',
      postalCode: 'Inserisci un codice postale',
    },
    expired: 'Questa carta è scaduta',
  },
  {
    locale: 'zh-Hans',
    dir: 'ltr',
    group: '银行卡信息',
    labels: {
      number: '卡号',
      expiry: '有效期',
      cvc: '安全码',
      name: '持卡人姓名',
      postalCode: '邮政编码',
    },
    expiryFormat: 'MM/YY',
    messages: {
      name: '请输入持卡人姓名',
      number: '请输入有效的卡号',
      expiry: '请输入有效的有效期（MM/YY）',
      cvc: '请输入 3 位或 4 位安全码',
      postalCode: '请输入邮政编码',
    },
    expired: '此卡已过期',
  },
  {
    locale: 'ja-JP',
    dir: 'ltr',
    group: 'カード情報',
    labels: {
      number: 'カード番号',
      expiry: '有効期限',
      cvc: 'セキュリティコード',
      name: 'カード名義人',
      postalCode: '郵便番号',
    },
    expiryFormat: 'MM/YY',
    messages: {
      name: 'カードに記載の名義を入力してください',
      number: '有効なカード番号を入力してください',
      expiry: '正しい有効期限を入力してください（MM/YY）',
      cvc: '3桁または4桁のセキュリティコードを入力してください',
      postalCode: '郵便番号を入力してください',
    },
    expired: 'このカードは有効期限が切れています',
  },
  {
    locale: 'ko-KR',
    dir: 'ltr',
    group: '카드 정보',
    labels: {
      number: '카드 번호',
      expiry: '유효기간',
      cvc: '보안 코드',
      name: '카드 소유자 이름',
      postalCode: '우편번호',
    },
    expiryFormat: 'MM/YY',
    messages: {
      name: '카드에 표시된 이름을 입력해 주세요',
      number: '올바른 카드 번호를 입력해 주세요',
      expiry: '올바른 유효기간을 입력해 주세요(MM/YY)',
      cvc: '3자리 또는 4자리 보안 코드를 입력해 주세요',
      postalCode: '우편번호를 입력해 주세요',
    },
    expired: '만료된 카드입니다',
  },
  {
    locale: 'ar',
    dir: 'rtl',
    group: 'بيانات البطاقة',
    labels: {
      number: 'رقم البطاقة',
      expiry: 'تاريخ الانتهاء',
      cvc: 'رمز الأمان',
      name: 'الاسم على البطاقة',
      postalCode: 'الرمز البريدي',
    },
    expiryFormat: 'MM/YY',
    messages: {
      name: 'يُرجى إدخال الاسم المدوّن على البطاقة',
      number: 'يُرجى إدخال رقم بطاقة صالح',
      expiry: `يُرجى إدخال تاريخ انتهاء صالح (${ltr('MM/YY')})`,
      cvc: 'يُرجى إدخال رمز الأمان المكوّن من 3 أو 4 أرقام',
      postalCode: 'يُرجى إدخال الرمز البريدي',
    },
    expired: 'انتهت صلاحية هذه البطاقة',
  },
];

const language = (tag: string): string => tag.split('-')[0]!.toLowerCase();

/**
 * The texts for the locale the gateway was given: the same tag (any case), else the same language
 * (es-MX → es-US, fr-CH → fr-FR, en-XA → en-US), else en-US.
 */
export function cardTexts(locale: string): CardTexts {
  const tag = locale.trim().toLowerCase();
  return (
    CARD_TEXTS.find((texts) => texts.locale.toLowerCase() === tag) ??
    CARD_TEXTS.find((texts) => language(texts.locale) === language(tag)) ??
    EN_US_CARD_TEXTS
  );
}

/** The hint a label carries after its words (the format; screen readers hear it). */
export function expiryHint(texts: CardTexts): string {
  return texts.dir === 'rtl' ? ` (${ltr(texts.expiryFormat)})` : ` (${texts.expiryFormat})`;
}
