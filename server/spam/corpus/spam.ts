/**
 * Spam of the kinds a public form attracts (issue 27's corpus): SEO offers, crypto, link farms,
 * scripted partnership pitches, lead lists, in English, Portuguese and other scripts. Some are
 * written to slip past the content rules, as the clever ones do: the proof of work and the time
 * to fill catch those when the bot runs a browser.
 */
export interface SpamSample {
  name?: string;
  company?: string;
  message: string;
}

export const SPAM_SAMPLES: readonly SpamSample[] = [
  {
    message:
      "Hello, I noticed your website is not on the first page of Google. Our SEO services can fix that. Reply STOP to opt out.",
  },
  {
    message: "Dear Website Owner, we offer high quality backlinks from DA 50+ sites. Guest post on 200 blogs for $99.",
  },
  {
    message:
      "Want more clients? We can help you get more leads with our lead generation services. Click here: https://leads-now.example/offer",
  },
  {
    message: "Invest in Bitcoin today and earn guaranteed returns of 30% per month! Contact us on WhatsApp +1 555 0100",
  },
  {
    message:
      "https://cheap-seo.example https://cheap-seo.example/pricing https://cheap-seo.example/contact https://cheap-seo.example/blog",
  },
  { name: "Best SEO https://rank1.example", message: "Get your site ranked now" },
  {
    company: "www.buy-followers.example",
    message: "Buy real followers for Instagram and TikTok, cheap prices, fast delivery.",
  },
  {
    message:
      "Dear Sir/Madam, we are a web design services company offering website redesign services at a monthly fee of $199.",
  },
  {
    message:
      "Hi, we have a B2B database of 2 million decision makers. Email list available for your industry, reply for a free sample.",
  },
  {
    message:
      "Earn passive income from home! Make money with our crypto trading bot. Join our Telegram group: t.me/richbot",
  },
  {
    message:
      "Casino bonus 200% free spins!!! Best online casino and betting site https://spin.example https://spin.example/bonus",
  },
  {
    message:
      "We noticed some errors on your website. Our team can rank your website higher and boost your traffic in 30 days.",
  },
  { message: "Limited time offer: professional logo design, only $5. Click here to order." },
  {
    message:
      "Hello dear business owner, I am a virtual assistant services provider. I can handle your emails, calendar and social media for $8/hour.",
  },
  {
    message:
      "Olá, sua empresa não aparece na primeira página do Google. Nossos serviços de SEO resolvem isso. Oferta imperdível!",
  },
  {
    message: "Ganhe dinheiro rápido com apostas esportivas! Renda extra garantida, clique aqui: https://aposta.example",
  },
  {
    message:
      "Prezado proprietário, temos uma lista de e-mails com 500 mil contatos de empresas. Preço promocional só hoje.",
  },
  { message: "Empréstimo rápido sem consulta ao SPC/Serasa. Fale conosco pelo WhatsApp (11) 90000-0000." },
  { message: "Invista em criptomoeda com investimento garantido e renda extra todo mês. Chame no Telegram." },
  {
    message:
      "Aumente seu tráfego com nossos serviços de SEO e backlinks de qualidade. Primeira página do Google em 30 dias.",
  },
  {
    message:
      "Здравствуйте! Предлагаем продвижение сайтов в поисковых системах. Недорого, быстро, с гарантией результата.",
  },
  { message: "您好，我们提供专业的网站推广服务，价格优惠，效果保证。请联系我们的客服。" },
  {
    message:
      "Привет, хочу предложить вам сотрудничество по размещению ссылок на вашем сайте. Оплата сразу. Пишите в Telegram.",
  },
  {
    message:
      "Hi! I'm reaching out because we help companies like yours with link building and guest post outreach. Interested?",
  },
  {
    message:
      "Make money online: https://a.example/1 https://b.example/2 https://c.example/3 https://d.example/4 https://e.example/5",
  },
  {
    message:
      "Hello,\n\nI came across your site and loved it. We'd like to do a guest post with a dofollow backlink. We pay $50 per post.\n\nRegards",
  },
  {
    message: "Your domain is about to expire! Renew now to avoid losing your website: https://domain-renew.example/pay",
  },
  {
    message:
      "Get 10,000 visitors to your website every day. Increase your traffic with our targeted campaigns. Unsubscribe: reply NO.",
  },
  { message: "We are a forex signals provider with 90% accuracy. Join now and start earning. Limited time offer." },
  { message: "Hi, are you the owner? I have an investment opportunity for you with guaranteed returns. WhatsApp me." },
  {
    message:
      "Serviços de SEO, criação de sites e gestão de redes sociais. Clique aqui e peça seu orçamento: https://agencia.example",
  },
  {
    message:
      "Cassino online com bônus de boas-vindas! Apostas a partir de R$1. https://bet.example https://bet.example/bonus",
  },
  { name: "Promo http://deals.example", company: "http://deals.example", message: "Deals deals deals" },
  { name: "www.crypto-king.example", message: "Double your Bitcoin in 24 hours." },
  { message: "Buy cheap viagra online without prescription https://pills.example https://pills.example/order" },
  {
    message:
      "Dear Sir, I want to discuss a partnership. We have a B2B database for your market and we can help you get more clients. Email list samples free.",
  },
  {
    message:
      "Hey there! We can help you get more reviews on Google. 5-star reviews from real accounts, $3 each. Click here.",
  },
  {
    message:
      "Prezado senhor, gostaríamos de apresentar nossos serviços de SEO. Sua empresa na primeira página do Google.",
  },
  { message: "Aumente seu tráfego e ganhe dinheiro com seu site. Renda extra com anúncios, clique aqui." },
  { message: "Olá! Trabalho com tráfego pago e serviços de SEO. Posso colocar seu site na primeira página do Google?" },
  {
    message:
      '<a href="https://spam.example">cheap</a> <a href="https://spam.example/2">best</a> [url=https://spam.example/3]deal[/url]',
  },
  {
    message:
      "We are a team of developers from India. We can build your app at low cost. Web design services, SEO package, everything.",
  },
  {
    message:
      "Hi, I would like to offer you a monthly fee of $300 to place a link on your homepage. Link building is our specialty.",
  },
  { message: "Your website could be earning more! Make money with our affiliate program. Passive income guaranteed." },
  {
    message:
      "Greetings, I represent a crypto exchange looking for partners. Bitcoin and altcoins, high commissions. Telegram: @exchange",
  },
  // Scripted pitches without tell-tale words: the content rules let these through.
  {
    message:
      "Hi, I was checking out your website and I have a few ideas about how to improve it. Would you be open to a quick call this week?",
  },
  {
    message:
      "Hello, we are a company offering outsourced services to businesses like yours. Can I send you more information?",
  },
  {
    message:
      "Olá, tudo bem? Temos uma proposta de parceria que pode interessar sua empresa. Posso enviar mais detalhes?",
  },
  {
    message:
      "I'd love to collaborate with your team on some content. Let me know if you're interested and I'll share our rates.",
  },
  { message: "Hi! Quick question, who is the best person to talk to about your marketing? Thanks in advance." },
];
