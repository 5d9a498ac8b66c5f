import type { Catalog } from '../en-US';

/** ja-JP: every text of en-US.ts, translated (glossary: docs/i18n-glossary.md). */
export default {
  'alert.welcome': 'ようこそ',
  'payment.failed.title': 'お支払いに失敗しました',
  'payment.failed.text':
    'このカードでお支払いを処理できませんでした。入力したカード情報が正しいかご確認いただくか、別のカードをお試しください',
  'payment.noToken': 'お支払いに失敗しました（トークンがありません）',
  'payment.partial.text':
    '{paid} へのチップはお支払いが完了しましたが、{failed} へのチップは完了しませんでした。再試行すると {failed} の分だけをお支払いします。',
  'paymentMethods.failed.text':
    'お支払い方法に問題が発生しました。しばらくしてからもう一度お試しください。',
  'payment.external.failed':
    'お支払いで問題が発生したか、お支払いの認証情報が正しくありませんでした',
  'payment.limit.title': 'チップの上限',
  'payment.limit.text': '1 回のお支払いは最大 {amount} です。チップを減らすか削除してください。',
  'payment.limit.count':
    '1 回のお支払いに含められるチップは最大 {count} 件です。チップを削除してください。',
  // The services' refusals of what was asked (docs/service-contract.md): nothing was charged.
  'payment.amountMismatch.text':
    '金額がこのチップと一致しなくなりました。請求はされていません。もう一度チップを選んでください。',
  'payment.intentMismatch.text':
    'このチップはお会計の担当者にのみ送れます。請求はされていません。リンクをもう一度開いてください。',
  'review.failed.title': 'エラー',
  'review.failed.text': 'レビューを送信できませんでした',
  'validation.email': '有効なメールアドレスを入力してください',
  'validation.roomNumber': '部屋番号：数字のみ',
  'validation.required': 'この項目は必須です',
  'customTip.confirm.title': 'わあ、太っ腹なチップですね',
  'customTip.confirm.text': '本当に {amount} のチップを贈りますか？',
  'customTip.min': 'チップの最小額は {amount} です',
  'customTip.max': 'チップの最大額は {amount} です',
  'customTip.format': '金額は {example} のように入力してください',
  'account.noLocations':
    'このアカウントにはまだ店舗がないため、ここではチップを贈る相手がいません。',
  'intent.alreadyPaid': 'このチップはすでに支払い済みです。',
  'fees.failed.title': 'エラー',
  'fees.failed.text': '手数料を計算できませんでした。もう一度お試しください。',
  'error.network': '接続がありません。ネットワークを確認して、もう一度お試しください。',
  'error.generic': '問題が発生しました。もう一度お試しください。',
  'payment.insufficientFunds.text':
    '残高不足のためカードが拒否されました。別のカードをお試しください。',
  'app.loading': '読み込み中',
  'app.back': '戻る',
  'app.productLogoAlt': '{productName}',
  'app.locationLogoAlt': '{name} のロゴ',
  'app.reload': '再試行',
  'footer.termsNote': 'お支払いを送信すると、次に同意したことになります：',
  'footer.termsLink': '利用規約',
  'footer.support': 'サポートに連絡',
  'alert.close': '閉じる',
  'notFound.title': 'ページが見つかりません',
  'notFound.text': 'ご利用のコードまたはリンクをご確認ください。',
  'notFound.back': '最初に戻る',
  'tip.defaultInstruction': 'チップの金額を選択',
  'tip.customPrompt': 'ほかの金額をお考えですか？',
  'tip.customLabel': 'チップの金額を指定',
  'tip.next': '次へ',
  'tip.cancel': 'キャンセル',
  'tip.confirm': '確定',
  'department.title': 'チップを贈る部署を選んでください',
  'recipient.chosen': 'チップに追加済み',
  'locations.title': '店舗を選択',
  'guest.defaultInstructions': 'このチップを処理するために、次の情報が必要です',
  'guest.roomNumber': '部屋番号',
  'guest.lastName': '姓',
  'nights.title': 'ホテルに何泊されましたか？',
  'nights.label': '宿泊数',
  'nights.fewer': '泊数を減らす',
  'nights.more': '泊数を増やす',
  'nights.max': '最大 {count, plural, other {# 泊}}：1 回のチップは {amount} までです',
  'hospitality.suggestion': '90% のお客様が通常 {amount} のチップを贈っています',
  'hospitality.suggestionNights':
    '90% のお客様が {nights, plural, other {# 泊}}で通常 {amount} のチップを贈っています',
  'hospitality.goAhead': '{amount} のチップを贈る',
  'review.noteRequiredLabel': 'メモ',
  'payment.total': '合計',
  'payment.convenienceFee': '手数料',
  'payment.feeInfoTitle': 'これは何ですか？',
  'payment.feeInfoText':
    'お客様の心のこもったチップが、担当スタッフに直接届くようにするためのものです',
  'payment.feeInfoButton': 'これは何ですか？',
  'payment.feeOnMe': '手数料は私が負担します！チップは全額スタッフへ。',
  'payment.feeAlwaysAdded':
    '{name}の手数料は常に加算されます。施設がお客様にご負担をお願いしています。',
  'payment.email': 'メールアドレス',
  'payment.pay': '{total} を支払う',
  'widget.enterCard': 'クレジットカードを入力',
  'widget.applePay': 'ApplePay で支払う',
  'widget.googlePay': 'Google Pay',
  'widget.nameOnCard': 'カード名義人',
  'widget.postalCode': '郵便番号',
  'widget.walletLine': 'チップ',
  'payment.tryAgain': '再試行',
  'payment.offline': 'オフラインです。送信も請求も行われていません。オンラインに戻ると支払えます。',
  'payment.cardForm': 'カード情報',
  'payment.cardFieldsReset':
    '新しい言語に合わせてカード入力欄をリセットしました。カード情報をもう一度入力してください。チップと合計金額は変わりません。',
  'payment.cardFieldsResetTotal':
    '合計金額が変わったため、カード入力欄をリセットしました。カード情報をもう一度入力してください。',
  'review.title': 'サービスを評価してください',
  'review.rating': '評価',
  'review.stars': '{count, plural, other {星 #}}',
  'review.notePrompt': 'メモを残しますか？',
  'review.noteLabel': 'メモ（任意）',
  'review.submit': '送信',
  'success.title': 'ありがとうございます',
  'success.tipAgain': 'もう一度チップを贈る',
  'browse.searchLabel': 'スタッフやチームを検索',
  'browse.searchPlaceholder': '入力して検索',
  'browse.groupsTitle': 'チップを贈るグループを選んでください',
  'browse.orPerson': 'または個人',
  'browse.personTitle': 'チップを贈る相手を選んでください',
  'browse.noMatches': '検索に一致する人はいません。',
  'payment.addAnother': 'もう 1 人追加',
  'payment.remove': '{name} を削除',
  'payment.removeConfirm': '{name} をチップから削除してもよろしいですか？',
  'payment.paidMark': '支払い済み',
  'review.skip': 'スキップ',
  'success.totalPaid': 'お支払い合計',
  'success.reference': 'お支払い番号',
  'intent.dontLike': 'ご提案の金額はお気に召しませんか？',
  'intent.tipAway': 'チップを贈る',
  'intentPaid.title': 'このチップはすでに支払い済みです',
  'intentPaid.text': 'ありがとうございます！ここでお支払いいただくものはもうありません。',
  'notFound.help':
    'スタッフに新しいコードをお尋ねいただくか、私たちにご連絡ください。チップを贈るお手伝いをします。',
  'support.email': 'サポートにメール',
  'errorExternal.payAgain': '別のカードで支払う',
  'payment.payPending': '支払う',
  'payment.processing': '処理中…',
  'review.paidTo': '{names} への {amount} のお支払いを受け付けました',
  'review.paid': '{amount} のお支払いを受け付けました',
  'policy.choose.individual':
    'チップは{names}さんに届き、{payout, select, next_payroll {次回の給与と一緒に} daily {毎日} other {毎週}}支払われます。',
  'policy.choose.pooled':
    '{teamCount, plural, other {{teams}チーム}}へのチップは{people, plural, =0 {シフト中のスタッフ} other {シフト中の # 人}}で{shares, select, hours {勤務時間に応じて} other {均等に}}分けられ、{payout, select, next_payroll {次回の給与と一緒に} daily {毎日} other {毎週}}支払われます。',
  'policy.choose.split':
    'チップの {percent} は{names}さんに、残りは{team}チームに届き、{payout, select, next_payroll {次回の給与と一緒に} daily {毎日} other {毎週}}支払われます。',
  'policy.pay.individual':
    '{deducted, select, yes {{tip} のうちカード手数料 {fee} を除いた {received} が{names}さんに届き} other {{tip} の全額が{names}さんに届き}}、{payout, select, next_payroll {次回の給与と一緒に} daily {毎日} other {毎週}}支払われます。',
  'policy.pay.pooled':
    '{deducted, select, yes {{tip} のうちカード手数料 {fee} を除いた {received} が} other {{tip} の全額が}}{teamCount, plural, other {{teams}チーム}}に届き、{people, plural, =0 {シフト中のスタッフ} other {シフト中の # 人}}で{shares, select, hours {勤務時間に応じて} other {均等に}}分けられ、{payout, select, next_payroll {次回の給与と一緒に} daily {毎日} other {毎週}}支払われます。',
  'policy.pay.split':
    '{deducted, select, yes {{tip} からカード手数料 {fee} を除いた {received} のうち} other {{tip} のうち}} {percent} が{names}さんに、残りが{team}チームに届き、{payout, select, next_payroll {次回の給与と一緒に} daily {毎日} other {毎週}}支払われます。',
  'policy.paid.individual':
    '{deducted, select, yes {{tip} のうちカード手数料 {fee} を除いた {received} が{names}さんに届きました} other {{tip} の全額が{names}さんに届きました}}。{payout, select, next_payroll {次回の給与と一緒に} daily {毎日} other {毎週}}支払われます。',
  'policy.paid.pooled':
    '{deducted, select, yes {{tip} のうちカード手数料 {fee} を除いた {received} が} other {{tip} の全額が}}{teamCount, plural, other {{teams}チーム}}に届きました。{people, plural, =0 {シフト中のスタッフ} other {シフト中の # 人}}で{shares, select, hours {勤務時間に応じて} other {均等に}}分けられ、{payout, select, next_payroll {次回の給与と一緒に} daily {毎日} other {毎週}}支払われます。',
  'policy.paid.split':
    '{deducted, select, yes {{tip} からカード手数料 {fee} を除いた {received} のうち} other {{tip} のうち}} {percent} が{names}さんに、残りが{team}チームに届きました。{payout, select, next_payroll {次回の給与と一緒に} daily {毎日} other {毎週}}支払われます。',
  'policy.sheet.open': 'この店舗のチップの仕組み',
  'policy.sheet.title': 'この店舗のチップの仕組み',
  'policy.sheet.individual': 'チップはすべて、贈った相手に届きます。ほかの人とは分けられません。',
  'policy.sheet.pooled':
    'チームへのチップはチップの共同口座に入り、シフト中のスタッフで{shares, select, hours {勤務時間に応じて} other {均等に}}分けられます。',
  'policy.sheet.split':
    'チップを贈った相手が {percent} を受け取り、残りは{team}チームで分けられます。',
  'policy.sheet.costGuest':
    'カード決済の費用はお客様が手数料として負担するため、スタッフはチップを全額受け取ります。',
  'policy.sheet.costVenue':
    'カード決済の費用は店舗が負担するため、スタッフはチップを全額受け取ります。',
  'policy.sheet.costTip':
    'カード決済の費用（金額の {percent} と {fixed}）はチップから差し引かれます。',
  'policy.sheet.feePays': '手数料はお客様のカード決済の処理費用に充てられます。',
  'policy.sheet.payout':
    'スタッフはチップを{payout, select, next_payroll {次回の給与と一緒に} daily {毎日} other {毎週}}受け取ります。',
  'policy.sheet.note': '店舗からのメッセージ',
  'success.receipt.share': '領収書を共有',
  'success.receipt.copy': '領収書をコピー',
  'success.receipt.copied': '領収書をコピーしました',
  'success.receipt.line': '{label}：{value}',
  'language.label': '言語',
} satisfies Catalog;
