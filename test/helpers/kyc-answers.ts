// Answers of a private declaration's bank-use questions (the DYNAMIC_QUESTIONS section), the shortest the
// sandbox accepts: no payments abroad, everyday banking, cash withdrawal, no accounts abroad. Plain data,
// for the Node tests and the browser tests alike.

/** The bank-use answers of a private customer with nothing abroad. */
export const SHORT_PRIVATE_DYNAMIC_ANSWERS = [
  { questionId: 'FOREIGN_PAYMENTS', questionVersion: 2, answer: 'NO', answerType: 'YES_NO' },
  { questionId: 'MAIN_PURPOSE', questionVersion: 1, answer: 'EVERYDAY_BANKING', answerType: 'SINGLE' },
  {
    questionId: 'SERVICES',
    questionVersion: 1,
    answer: null,
    answerType: 'SIMPLE_LIST',
    listAnswers: [{ services: 'CASH_WITHDRAWAL' }],
  },
  { questionId: 'ACCOUNTS_ABROAD', questionVersion: 1, answer: null, answerType: 'LIST', listAnswers: [] },
] as const;
