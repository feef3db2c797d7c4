// The demo company's ready answers, so the chat's "/" lists something from the first sign-in.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';

const SCRIPTS = [
  ['Saudação', 'Olá! Obrigado por falar com o suporte da Rota. Como posso ajudar?'],
  [
    'Prazo de entrega',
    'Verifiquei sua entrega: a transportadora informou nova previsão de até 2 dias úteis.',
  ],
  ['Pedir foto', 'Pode nos enviar uma foto do problema? Use o clipe ao lado da mensagem para anexar.'],
  ['Encerramento', 'Fico à disposição. Se precisar de algo mais, é só responder esta conversa.'],
] as const;

export async function seedDemoScripts(trx: Transaction<Database>, empresaId: number): Promise<void> {
  await trx
    .insertInto('predefinedScript')
    .values(SCRIPTS.map(([titulo, texto]) => ({ empresaId, titulo, texto })))
    .execute();
}
