/**
 * Real-looking leads (issue 27's corpus): short and long, English and Portuguese, with a link to
 * the sender's own company, accents, typos, Portuguese typed without accents and forwarded text.
 * None of them may ever be judged spam.
 */
export const LEAD_MESSAGES: readonly string[] = [
  "We want to find out where AI pays off in our support queue.",
  "Hi, we're a 12-person accounting firm and spend hours every week copying numbers from PDFs into spreadsheets. Could AI help?",
  "Looking for help with a chatbot for our clinic's appointment requests. Our site is https://{domain} if you want to see what we do.",
  "Our sales team uses ChatGPT informally and I'm worried about client data. Can we talk about a policy and some training?",
  "hi, i saw your talk at the meetup last week. we'd like a workshop for our devs, maybe in january?",
  "We have 3 years of support tickets and want to know if we can use them to answer customers faster. Not sure where to start.",
  "Can you review a proposal another vendor sent us? It's for an AI document search system and the price seems high.",
  "We run a small logistics company. Routing is done by hand in spreadsheets. Is this something AI can realistically improve, or is it more of an optimisation problem?",
  "Quick question: do you do fixed-price projects or only hourly?",
  "I'm the CTO at {company}. We're evaluating whether to build a RAG system in house or buy one. Would love an outside opinion. Some background: https://{domain}/about",
  "---------- Forwarded message ---------\nFrom: our CEO\nSubject: AI\n\nCan you find someone who can help us figure out AI for the finance team?\n\nHi, forwarding this from my boss. We'd like to set up a call.",
  "Our insurance claims are reviewed manually, about 400 per week. We'd like to explore automating the first triage step.",
  "Hello! We're a school and teachers keep asking about AI tools. Could you run a session for about 30 teachers?",
  "We need someone to help us write prompts and evaluate outputs for our product descriptions (we sell on 3 marketplaces).",
  "We already tried an AI pilot that failed. I'd like to understand what went wrong before trying again.",
  "Is it possible to get a quote for a 6-week programme for our engineering team (about 20 people)?",
  "We're a law firm. Contracts review takes too long. Confidentiality is critical, so we'd need something that runs on our own servers.",
  "I have a manufacturing plant with lots of sensor data. We'd like to predict machine failures. Do you work with this kind of data?",
  "Teh team wants to automate our weekly reports, they take a whole day to put togehter. can u help?",
  "Hi there, following up on my email from last month (maybe it went to spam?). Still interested in the workshop.",
  "We sell solar panels and get a lot of repetitive questions by email. Could an assistant draft the answers for our staff to approve?",
  "Our retail chain has 14 stores. We want better demand forecasts for fresh products to reduce waste.",
  "Short version: we have too many meetings and no one reads the notes. Can AI summarise and track action items reliably?",
  "I'm writing on behalf of our board. We need an independent assessment of our AI readiness before next year's budget.",
  "We'd like to understand the costs of running an LLM in production vs. calling an API. We serve about 50k requests per day.",
];

export const LEAD_MESSAGES_PT: readonly string[] = [
  "Queremos entender onde a IA pode ajudar no nosso atendimento ao cliente.",
  "Olá! Somos uma clínica odontológica e recebemos muitas mensagens no WhatsApp para marcar consultas. Dá para automatizar parte disso?",
  "Bom dia, vi o site de vocês e gostaria de conversar sobre um treinamento de IA para o nosso time comercial.",
  "Nosso escritório de contabilidade perde muito tempo lançando notas fiscais. A IA pode ajudar? Nosso site: https://{domain}",
  "ola, somos uma escola e os professores querem aprender a usar IA nas aulas. voces fazem workshop presencial em Sao Paulo?",
  "Temos uma transportadora com 40 caminhões e as rotas são feitas na mão. Gostaria de saber se faz sentido usar IA ou outra coisa.",
  "Preciso de uma segunda opinião sobre uma proposta que recebemos para um sistema de busca em documentos. O preço parece alto.",
  "Oi, tudo bem? Sou a diretora de RH da {company} e queremos uma política de uso de IA para os funcionários.",
  "---------- Mensagem encaminhada ---------\nDe: Diretoria\nAssunto: IA no financeiro\n\nVeja se consegue marcar uma conversa com eles.\n\nOlá, encaminho o pedido da diretoria. Podemos conversar semana que vem?",
  "Somos uma imobiliária e queremos gerar descrições de imóveis automaticamente, mas sem perder a qualidade.",
  "Ja tentamos um piloto de IA que nao deu certo. Queria entender o que deu errado antes de tentar de novo.",
  "Vocês fazem projeto com preço fechado ou só por hora?",
  "Temos uma fábrica com muitos dados de sensores e queremos prever falhas nas máquinas. Vocês trabalham com esse tipo de dado?",
  "Boa tarde. Gostaríamos de um orçamento para o programa de 6 semanas para nossa equipe de desenvolvimento (cerca de 15 pessoas).",
  "Somos um escritório de advocacia. A revisão de contratos demora muito e a confidencialidade é essencial.",
  "Oi! Conheci vocês no evento da semana passada. Quero levar o workshop para a minha empresa, como funciona?",
  "A gente quer automatizar os relatorios semanais, que levam um dia inteiro pra ficar prontos. da pra ajudar?",
  "Temos uma rede de padarias com 6 lojas e queremos prever melhor a produção do dia para diminuir o desperdício.",
  "Nossa equipe já usa o ChatGPT por conta própria e tenho medo de vazar dados de clientes. Podemos conversar sobre isso?",
  "Sou sócio de uma agência de viagens e recebemos muitas perguntas repetidas por e-mail. Um assistente poderia rascunhar as respostas?",
  "Preciso montar um caso de negócio para a diretoria sobre IA no atendimento. Vocês ajudam com isso? Mais sobre nós em https://{domain}",
  "Olá, somos uma cooperativa agrícola e queremos usar imagens de drone para estimar a produtividade das lavouras.",
  "Gostaria de saber se vocês atendem empresas pequenas, somos só 5 pessoas.",
  "Estamos avaliando se vale a pena ter um modelo próprio ou usar uma API. Atendemos uns 30 mil pedidos por dia.",
  "Bom dia! Sou coordenadora pedagógica e queria uma palestra sobre IA para os pais dos alunos. Vocês fazem isso?",
];

/** A second, different message from each sender: what a person adds when writing again. */
export const LEAD_ENDINGS = [
  "\n\nThanks,\n{name}",
  " Best regards.",
  "\n\nObrigado!",
  " Abraço, {first}.",
  "\n\nSent from my iPhone",
] as const;
