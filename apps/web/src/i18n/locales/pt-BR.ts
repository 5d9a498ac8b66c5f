import type { Catalog } from '../en-US';

/** pt-BR: every text of en-US.ts, translated (glossary: docs/i18n-glossary.md). */
export default {
  'alert.welcome': 'Boas-vindas',
  'payment.failed.title': 'Falha no pagamento',
  'payment.failed.text':
    'Não conseguimos processar o pagamento com este cartão. Verifique se os dados do cartão estão corretos ou tente outro cartão',
  'payment.noToken': 'Falha no pagamento: sem token',
  'payment.partial.text':
    'Sua gorjeta para {paid} foi paga, mas sua gorjeta para {failed} não. Tentar de novo paga só {failed}.',
  'paymentMethods.failed.text':
    'Houve um problema com as formas de pagamento. Tente novamente mais tarde.',
  'payment.external.failed':
    'Algo deu errado com o pagamento ou seus dados de autorização estavam incorretos',
  'payment.limit.title': 'Limite de gorjeta',
  'payment.limit.text':
    'Um pagamento pode ser de no máximo {amount}. Diminua ou remova uma gorjeta.',
  'payment.limit.count': 'Um pagamento pode ter no máximo {count} gorjetas. Remova uma gorjeta.',
  // The services' refusals of what was asked (docs/service-contract.md): nothing was charged.
  'payment.amountMismatch.text':
    'O valor não corresponde mais a esta gorjeta. Nada foi cobrado: escolha sua gorjeta novamente.',
  'payment.intentMismatch.text':
    'Esta gorjeta só pode ir para as pessoas da sua conta. Nada foi cobrado: abra seu link novamente.',
  'review.failed.title': 'Ops',
  'review.failed.text': 'Não foi possível enviar a avaliação',
  'validation.email': 'Digite um e-mail válido',
  'validation.roomNumber': 'Número do quarto: apenas dígitos',
  'validation.required': 'Este campo é obrigatório',
  'customTip.confirm.title': 'Uau, que gorjeta generosa',
  'customTip.confirm.text': 'Tem certeza de que quer dar {amount} de gorjeta?',
  'customTip.min': 'A menor gorjeta é {amount}',
  'customTip.max': 'A maior gorjeta é {amount}',
  'customTip.format': 'Escreva o valor assim: {example}',
  'account.noLocations':
    'Esta conta ainda não tem unidades, então não há ninguém para receber gorjeta aqui.',
  'intent.alreadyPaid': 'Esta gorjeta já foi paga.',
  'fees.failed.title': 'Ops',
  'fees.failed.text': 'Não conseguimos calcular a taxa de conveniência. Tente novamente.',
  'error.network': 'Sem conexão. Verifique sua rede e tente novamente.',
  'error.generic': 'Algo deu errado. Tente novamente.',
  'payment.insufficientFunds.text':
    'Seu cartão foi recusado por saldo insuficiente. Tente outro cartão.',
  'app.loading': 'Carregando',
  'app.back': 'Voltar',
  'app.productLogoAlt': '{productName}',
  'app.locationLogoAlt': 'Logotipo de {name}',
  'app.reload': 'Tentar novamente',
  'footer.termsNote': 'Ao enviar o pagamento, você concorda com os',
  'footer.termsLink': 'Termos de Serviço',
  'footer.support': 'Falar com o suporte',
  'alert.close': 'Fechar',
  'notFound.title': 'Página não encontrada',
  'notFound.text': 'Confira o código ou o link que você usou.',
  'notFound.back': 'Voltar ao início',
  'tip.defaultInstruction': 'Escolha o valor da gorjeta',
  'tip.customPrompt': 'Pensou em outro valor de gorjeta?',
  'tip.customLabel': 'Valor de gorjeta personalizado',
  'tip.next': 'Avançar',
  'tip.cancel': 'Cancelar',
  'tip.confirm': 'Confirmar',
  'department.title': 'Escolha o setor para o qual quer dar gorjeta',
  'recipient.chosen': 'Já está na sua gorjeta',
  'locations.title': 'Escolha uma unidade',
  'guest.defaultInstructions': 'Para processar esta gorjeta, precisamos das seguintes informações',
  'guest.roomNumber': 'Número do quarto',
  'guest.lastName': 'Sobrenome',
  'nights.title': 'Quantas noites você ficou no hotel?',
  'nights.label': 'Número de noites',
  'nights.fewer': 'Menos noites',
  'nights.more': 'Mais noites',
  'nights.max':
    'No máximo {count, plural, one {# noite} other {# noites}}: uma gorjeta pode ser de até {amount}',
  'hospitality.suggestion': '90% dos hóspedes costumam dar {amount} de gorjeta',
  'hospitality.suggestionNights':
    '90% dos hóspedes costumam dar {amount} de gorjeta por {nights, plural, one {# noite} other {# noites}}',
  'hospitality.goAhead': 'Vamos lá, dar {amount} de gorjeta',
  'review.noteRequiredLabel': 'Comentário',
  'payment.total': 'Total',
  'payment.convenienceFee': 'Taxa de conveniência',
  'payment.feeInfoTitle': 'O que é isso?',
  'payment.feeInfoText':
    'Garante que o profissional que atendeu você receba sua generosa gorjeta diretamente',
  'payment.feeInfoButton': 'O que é isso?',
  'payment.feeOnMe':
    'A taxa de conveniência fica por minha conta! A gorjeta inteira vai para a equipe.',
  'payment.feeAlwaysAdded':
    'A taxa de conveniência de {name} é sempre adicionada: o local pede que os clientes a paguem.',
  'payment.email': 'E-mail',
  'payment.pay': 'Pagar {total}',
  'widget.enterCard': 'Inserir cartão de crédito',
  'widget.applePay': 'Pagar com ApplePay',
  'widget.googlePay': 'Google Pay',
  'widget.nameOnCard': 'Nome no cartão',
  'widget.postalCode': 'Código postal',
  'widget.walletLine': 'Gorjeta',
  'payment.tryAgain': 'Tentar novamente',
  'payment.offline':
    'Você está sem conexão. Nada foi enviado nem cobrado: você poderá pagar assim que voltar a ficar on-line.',
  'payment.cardForm': 'Dados do cartão',
  'payment.cardFieldsReset':
    'Os campos do cartão foram redefinidos para o novo idioma. Informe os dados do cartão novamente; sua gorjeta e o total não mudaram.',
  'payment.cardFieldsResetTotal':
    'O total mudou, então os campos do cartão foram redefinidos. Informe os dados do cartão novamente.',
  'review.title': 'Avalie o atendimento',
  'review.rating': 'Avaliação',
  'review.stars': '{count, plural, one {# estrela} other {# estrelas}}',
  'review.notePrompt': 'Quer deixar um comentário?',
  'review.noteLabel': 'Comentário (opcional)',
  'review.submit': 'Enviar',
  'success.title': 'Obrigado',
  'success.tipAgain': 'Dar outra gorjeta',
  'browse.searchLabel': 'Buscar pessoas e equipes',
  'browse.searchPlaceholder': 'Digite para buscar',
  'browse.groupsTitle': 'Escolha um grupo para dar gorjeta',
  'browse.orPerson': 'Ou uma pessoa',
  'browse.personTitle': 'Escolha uma pessoa para dar gorjeta',
  'browse.noMatches': 'Ninguém corresponde à sua busca.',
  'payment.addAnother': 'Adicionar outra',
  'payment.remove': 'Remover {name}',
  'payment.removeConfirm': 'Tem certeza de que quer remover {name} da gorjeta?',
  'payment.paidMark': 'Paga',
  'review.skip': 'Pular',
  'success.totalPaid': 'Total pago',
  'success.reference': 'Referência do pagamento',
  'intent.dontLike': 'Não gostou das nossas opções?',
  'intent.tipAway': 'Dar gorjeta',
  'intentPaid.title': 'Esta gorjeta já foi paga',
  'intentPaid.text': 'Obrigado! Não há mais nada a pagar aqui.',
  'notFound.help':
    'Peça um novo código à equipe, ou escreva para nós e ajudaremos você a dar sua gorjeta.',
  'support.email': 'Enviar e-mail ao suporte',
  'errorExternal.payAgain': 'Pagar com outro cartão',
  'payment.payPending': 'Pagar',
  'payment.processing': 'Processando…',
  'review.paidTo': 'Pagamento de {amount} para {names} recebido',
  'review.paid': 'Pagamento de {amount} recebido',
  'policy.choose.individual':
    'Sua gorjeta vai para {names}, paga {payout, select, next_payroll {na próxima folha de pagamento} daily {diariamente} other {semanalmente}}.',
  'policy.choose.pooled':
    'As gorjetas {teamCount, plural, one {para a equipe {teams}} other {para as equipes {teams}}} são divididas {shares, select, hours {pelas horas trabalhadas} other {igualmente}} entre {people, plural, =0 {as pessoas do turno} one {a # pessoa do turno} other {as # pessoas do turno}}, pagas {payout, select, next_payroll {na próxima folha de pagamento} daily {diariamente} other {semanalmente}}.',
  'policy.choose.split':
    '{percent} da sua gorjeta vai para {names} e o restante para a equipe {team}, pago {payout, select, next_payroll {na próxima folha de pagamento} daily {diariamente} other {semanalmente}}.',
  'policy.pay.individual':
    '{deducted, select, yes {{received} dos seus {tip} vão para {names}, após a taxa de cartão de {fee}} other {Todos os seus {tip} vão para {names}}}, pagos {payout, select, next_payroll {na próxima folha de pagamento} daily {diariamente} other {semanalmente}}.',
  'policy.pay.pooled':
    '{deducted, select, yes {{received} dos seus {tip} (após a taxa de cartão de {fee}) vão} other {Todos os seus {tip} vão}} {teamCount, plural, one {para a equipe {teams}} other {para as equipes {teams}}}, divididas {shares, select, hours {pelas horas trabalhadas} other {igualmente}} entre {people, plural, =0 {as pessoas do turno} one {a # pessoa do turno} other {as # pessoas do turno}}, pagos {payout, select, next_payroll {na próxima folha de pagamento} daily {diariamente} other {semanalmente}}.',
  'policy.pay.split':
    '{percent} {deducted, select, yes {dos {received} que restam dos seus {tip} após a taxa de cartão de {fee}} other {dos seus {tip}}} vão para {names} e o restante para a equipe {team}, pago {payout, select, next_payroll {na próxima folha de pagamento} daily {diariamente} other {semanalmente}}.',
  'policy.paid.individual':
    '{deducted, select, yes {{received} dos seus {tip} foram para {names}, após a taxa de cartão de {fee}} other {Todos os seus {tip} foram para {names}}}, pagos {payout, select, next_payroll {na próxima folha de pagamento} daily {diariamente} other {semanalmente}}.',
  'policy.paid.pooled':
    '{deducted, select, yes {{received} dos seus {tip} (após a taxa de cartão de {fee}) foram} other {Todos os seus {tip} foram}} {teamCount, plural, one {para a equipe {teams}} other {para as equipes {teams}}}, divididas {shares, select, hours {pelas horas trabalhadas} other {igualmente}} entre {people, plural, =0 {as pessoas do turno} one {a # pessoa do turno} other {as # pessoas do turno}}, pagos {payout, select, next_payroll {na próxima folha de pagamento} daily {diariamente} other {semanalmente}}.',
  'policy.paid.split':
    '{percent} {deducted, select, yes {dos {received} que restaram dos seus {tip} após a taxa de cartão de {fee}} other {dos seus {tip}}} foram para {names} e o restante para a equipe {team}, pago {payout, select, next_payroll {na próxima folha de pagamento} daily {diariamente} other {semanalmente}}.',
  'policy.sheet.open': 'Como funcionam as gorjetas aqui',
  'policy.sheet.title': 'Como funcionam as gorjetas aqui',
  'policy.sheet.individual':
    'Cada gorjeta vai para a pessoa que você escolheu. Ela não é dividida com mais ninguém.',
  'policy.sheet.pooled':
    'Uma gorjeta para uma equipe vai para a caixinha dela e é dividida {shares, select, hours {pelas horas trabalhadas} other {igualmente}} entre as pessoas do turno.',
  'policy.sheet.split':
    'A pessoa que recebe a gorjeta fica com {percent}; o restante é dividido com a equipe {team}.',
  'policy.sheet.costGuest':
    'Você paga o custo do processamento do cartão pela taxa de conveniência, assim a equipe recebe a gorjeta inteira.',
  'policy.sheet.costVenue':
    'O estabelecimento paga o custo do processamento do cartão, assim a equipe recebe a gorjeta inteira.',
  'policy.sheet.costTip':
    'O custo do processamento do cartão ({percent} do valor mais {fixed}) é descontado da gorjeta.',
  'policy.sheet.feePays':
    'A taxa de conveniência paga o processamento do seu pagamento com cartão.',
  'policy.sheet.payout':
    'A equipe recebe as gorjetas {payout, select, next_payroll {na próxima folha de pagamento} daily {todos os dias} other {toda semana}}.',
  'policy.sheet.note': 'Um recado do estabelecimento',
  'success.receipt.share': 'Compartilhar recibo',
  'success.receipt.copy': 'Copiar recibo',
  'success.receipt.copied': 'Recibo copiado',
  'success.receipt.line': '{label}: {value}',
  'language.label': 'Idioma',
} satisfies Catalog;
