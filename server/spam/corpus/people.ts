/** Senders for the corpus: real-looking people, companies and their own domains. */
export const PEOPLE = [
  ["Maria Fernanda Souza", "Clínica Sorriso", "clinicasorriso.com.br"],
  ["João Pedro Araújo", "Transportes Araújo", "transaraujo.com.br"],
  ["Emily Carter", "Northwind Logistics", "northwind-logistics.com"],
  ["Rafael Gonçalves", "Gonçalves & Filhos Contabilidade", "gfcontabil.com.br"],
  ["Priya Raman", "Brightline Health", "brightlinehealth.io"],
  ["Ana Beatriz Lima", "Escola Aprender Mais", "aprendermais.edu.br"],
  ["Tom O'Brien", "O'Brien Legal", "obrienlegal.ie"],
  ["Luciana Mendonça", "Padaria Pão Quente", "paoquente.com.br"],
  ["Daniel Kowalski", "Kowalski Manufacturing", "kowalski-mfg.com"],
  ["Thiago Nascimento", "Nascimento Imóveis", "nascimentoimoveis.com.br"],
  ["Sarah Mitchell", "Mitchell & Partners", "mitchellpartners.co.uk"],
  ["Fernanda Ribeiro", "Ribeiro Engenharia", "ribeiroeng.com.br"],
  ["Kenji Watanabe", "Harbor Analytics", "harboranalytics.com"],
  ["Carlos Eduardo Pinto", "Agropecuária Pinto", "agropinto.com.br"],
  ["Laura Martínez", "Solaris Energy", "solarisenergy.es"],
  ["Beatriz Conceição", "Ótica Visão", "oticavisao.com.br"],
  ["Michael Schmidt", "Schmidt Retail GmbH", "schmidt-retail.de"],
  ["Gustavo Henrique", "GH Software", "ghsoftware.com.br"],
  ["Olivia Brown", "Greenleaf Insurance", "greenleafins.com"],
  ["Patrícia Almeida", "Almeida Advogados", "almeidaadv.com.br"],
] as const;

/** Senders of spam: made-up names, throwaway and bulk-mail domains. */
export const SPAMMERS = [
  ["John Smith", "Digital Growth Agency", "mailinator.com"],
  ["Mike Johnson", "SEO Experts", "gmail.com"],
  ["Kevin Lee", "Global Solutions", "outlook.com"],
  ["Anna", "Crypto Invest", "yopmail.com"],
  ["David Wilson", "Web Design Pro", "hotmail.com"],
  ["Marketing Team", "Leads Co", "guerrillamail.com"],
  ["Jessica", "Partnership Dept", "protonmail.com"],
  ["Ricardo Silva", "Agência Top Rank", "gmail.com"],
  ["Sandra", "Promo", "10minutemail.com"],
  ["Alex", "Biz Data", "sharklasers.com"],
] as const;
