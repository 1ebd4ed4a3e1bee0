import { Link } from "../../../components/ui/link.tsx";
import { LegalSection, legalList } from "../legal-page.tsx";

/** The privacy policy in Portuguese (European and African usage): a translation of the French text, which prevails. */
export function PrivacyPolicyBody() {
  return (
    <>
      <LegalSection title="1. Apresentação">
        <p>
          A AutoAfrique é um mercado automóvel online que permite comprar, vender e alugar veículos na África Ocidental francófona e em Marrocos. A presente
          política de privacidade explica que dados pessoais recolhemos quando utiliza a plataforma, por que razão os recolhemos, com quem são partilhados,
          durante quanto tempo são conservados e como exercer os seus direitos.
        </p>
        <p>
          Aplica-se a todas as pessoas que consultam a plataforma ou nela criam uma conta, sejam particulares, vendedores, concessionários ou agentes.
          Complementa as <Link to="/terms-of-service">condições de utilização</Link> e a página <Link to="/data-protection">Proteção de dados</Link>, que
          descreve em pormenor os fundamentos jurídicos, os prazos de conservação e o procedimento para exercer os seus direitos.
        </p>
      </LegalSection>

      <LegalSection title="2. Responsável pelo tratamento">
        <p>O responsável pelo tratamento dos seus dados pessoais é a AutoAfrique, editora e operadora da plataforma AutoAfrique.</p>
        <ul className={legalList}>
          <li>
            Para qualquer questão relativa aos seus dados pessoais ou para exercer os seus direitos:{" "}
            <a href="mailto:privacy@autoafrique.africa">privacy@autoafrique.africa</a>
          </li>
          <li>
            Para qualquer outro pedido: <a href="mailto:contact@autoafrique.africa">contact@autoafrique.africa</a>
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="3. Dados que recolhemos">
        <p>Recolhemos apenas os dados necessários ao funcionamento da plataforma. Consoante a utilização que dela faz, trata-se das seguintes categorias.</p>
        <h3>Dados da conta</h3>
        <ul className={legalList}>
          <li>o seu nome e apelido;</li>
          <li>o seu endereço de e-mail e o respetivo estado de verificação;</li>
          <li>o seu número de telefone;</li>
          <li>a sua fotografia de perfil, se optar por adicionar uma;</li>
          <li>o seu tipo de utilizador (particular, vendedor, concessionário ou agente) e, no caso dos profissionais, o nome da sua empresa;</li>
          <li>a sua cidade e o seu país;</li>
          <li>a sua palavra-passe, que nunca conservamos em texto simples: apenas é registada uma impressão digital cifrada (hash).</li>
        </ul>
        <h3>Dados relativos aos seus anúncios</h3>
        <ul className={legalList}>
          <li>as fotografias do seu veículo;</li>
          <li>as suas características: marca, modelo, ano, quilometragem, combustível, caixa de velocidades, equipamentos, estado e historial declarado;</li>
          <li>o preço e as condições de venda ou de aluguer;</li>
          <li>o historial de manutenção que indicar;</li>
          <li>a cidade e o país onde se encontra o veículo.</li>
        </ul>
        <h3>Dados ligados à utilização dos serviços</h3>
        <ul className={legalList}>
          <li>as mensagens trocadas com os outros utilizadores através do serviço de mensagens;</li>
          <li>os seus pedidos de reserva de aluguer (datas, duração, montante, estado) e as avaliações que publica;</li>
          <li>
            o historial das suas compras de serviços premium (promoção de anúncio, subscrição Pro): serviço comprado, montante, data e estado do pagamento;
          </li>
          <li>as suas pesquisas e os seus favoritos.</li>
        </ul>
        <h3>Dados técnicos</h3>
        <ul className={legalList}>
          <li>o seu endereço IP;</li>
          <li>o tipo de navegador e de dispositivo utilizados;</li>
          <li>as páginas visitadas na plataforma.</li>
        </ul>
        <p>
          Nunca recolhemos os seus dados bancários: o número do seu cartão e os respetivos dados de segurança são introduzidos diretamente junto do nosso
          prestador de serviços de pagamento, a Stripe, e não passam pelos nossos servidores.
        </p>
      </LegalSection>

      <LegalSection title="4. Fotografias e metadados">
        <p>
          As fotografias tiradas com um telemóvel ou uma câmara digital contêm frequentemente metadados denominados EXIF, que podem revelar a localização GPS
          exata do local onde a fotografia foi tirada, a data e a hora ou o modelo do aparelho. Para proteger a sua privacidade, estes metadados, incluindo as
          coordenadas GPS, são automaticamente eliminados de cada fotografia no momento do seu carregamento, antes de qualquer publicação.
        </p>
        <p>
          Recomendamos, no entanto, que se certifique de que as suas fotografias não mostram a sua casa, pessoas ou documentos pessoais. Oculte também as
          informações sensíveis do documento de registo do veículo, caso o fotografe.
        </p>
      </LegalSection>

      <LegalSection title="5. Para que utilizamos os seus dados">
        <p>Os seus dados são utilizados para:</p>
        <ul className={legalList}>
          <li>criar e gerir a sua conta e verificar o seu endereço de e-mail através de uma ligação de confirmação;</li>
          <li>publicar os seus anúncios, torná-los consultáveis e permitir a pesquisa de veículos por país, cidade e critérios;</li>
          <li>pôr em contacto compradores, vendedores, locatários e proprietários, nomeadamente através do serviço de mensagens integrado;</li>
          <li>gerir os pedidos de reserva de aluguer, que o proprietário aceita ou recusa;</li>
          <li>processar os pagamentos da promoção de anúncios e da subscrição Pro, e gerir essa subscrição;</li>
          <li>apresentar os preços na moeda do país que selecionou;</li>
          <li>
            calcular o indicador de preço apresentado nos anúncios e a avaliação inteligente de um veículo; estas estimativas são produzidas por um modelo
            estatístico a partir dos anúncios publicados na plataforma e têm um valor meramente indicativo;
          </li>
          <li>
            enviar-lhe as mensagens relacionadas com o serviço (verificação de e-mail, notificações, advertências de moderação), por e-mail, por notificação na
            plataforma ou, se necessário, por SMS;
          </li>
          <li>garantir a segurança da plataforma, prevenir a fraude e moderar os conteúdos e as contas (advertências, eliminação de anúncios, banimentos);</li>
          <li>elaborar estatísticas globais de visitas e, para os subscritores Pro, estatísticas sobre os seus próprios anúncios;</li>
          <li>cumprir as nossas obrigações legais, nomeadamente contabilísticas e fiscais.</li>
        </ul>
        <p>
          Não vendemos nem alugamos os seus dados pessoais e não os utilizamos para fins de publicidade direcionada. Os banners patrocinados apresentados entre
          os anúncios são os mesmos para todos os visitantes: apenas é contabilizado um número total de cliques, sem qualquer acompanhamento individual.
        </p>
      </LegalSection>

      <LegalSection title="6. Informações visíveis para os outros utilizadores">
        <p>Um mercado implica que determinadas informações sejam públicas. São assim visíveis para os outros utilizadores:</p>
        <ul className={legalList}>
          <li>os seus anúncios (fotografias, características, preço, condições, cidade e país);</li>
          <li>
            nos seus anúncios e no seu perfil público: o seu nome, a sua fotografia de perfil, o seu tipo de utilizador, o nome da sua empresa, se for o caso, o
            seu número de telefone, os seus outros anúncios e as avaliações recebidas;
          </li>
          <li>no âmbito de uma reserva, o seu nome e o seu número de telefone, comunicados à outra parte;</li>
          <li>as avaliações que publica.</li>
        </ul>
        <p>As suas mensagens só são visíveis para os participantes na conversa. O seu endereço de e-mail nunca é apresentado publicamente.</p>
      </LegalSection>

      <LegalSection title="7. Destinatários dos dados">
        <p>Os seus dados só são comunicados aos seguintes destinatários:</p>
        <ul className={legalList}>
          <li>os membros autorizados da equipa AutoAfrique, no limite das suas funções (apoio, moderação, administração);</li>
          <li>
            os nossos prestadores de serviços técnicos, que atuam segundo as nossas instruções e estão sujeitos a confidencialidade: alojamento da plataforma e
            das fotografias, envio de e-mails e de SMS;
          </li>
          <li>a Stripe, o nosso prestador de serviços de pagamento, para o processamento dos pagamentos por cartão e a gestão da subscrição Pro;</li>
          <li>as autoridades administrativas ou judiciais, quando a lei a isso nos obrigue.</li>
        </ul>
      </LegalSection>

      <LegalSection title="8. Cookies">
        <p>A AutoAfrique utiliza apenas os seus próprios cookies, necessários ao funcionamento da plataforma ou à medição da sua audiência:</p>
        <ul className={legalList}>
          <li>
            <strong>o cookie de sessão</strong>, que mantém a sua sessão iniciada de forma segura;
          </li>
          <li>
            <strong>o cookie do país selecionado</strong>, que memoriza o país escolhido para apresentar os anúncios e os preços na moeda certa;
          </li>
          <li>
            <strong>o cookie de medição de audiência</strong>, próprio da AutoAfrique, que conta uma única vez por dia a consulta de um anúncio por um mesmo
            navegador: contém apenas um identificador aleatório, só é enviado para essa contagem e não serve para qualquer acompanhamento publicitário.
          </li>
        </ul>
        <p>
          Não utilizamos nenhum cookie publicitário, nenhum rastreador de medição de audiência de terceiros e nenhum script de terceiros. Uma vez que estes
          cookies são indispensáveis ao serviço que solicita, ou se limitam a uma medição de audiência anónima própria da AutoAfrique, não requerem o seu
          consentimento prévio. A sua duração nunca excede 13 meses. Pode eliminá-los ou bloqueá-los nas definições do seu navegador; nesse caso, deixará de ser
          possível iniciar sessão na sua conta.
        </p>
      </LegalSection>

      <LegalSection title="9. Prazos de conservação">
        <ul className={legalList}>
          <li>
            <strong>Contas inativas</strong>: eliminadas após 3 anos de inatividade.
          </li>
          <li>
            <strong>Anúncios eliminados</strong>: conservados durante 1 ano após a sua eliminação e depois apagados.
          </li>
          <li>
            <strong>Dados de transação</strong> (compras de serviços premium): conservados durante 10 anos, em conformidade com as nossas obrigações
            contabilísticas.
          </li>
          <li>
            <strong>Cookies</strong>: 13 meses, no máximo.
          </li>
        </ul>
        <p>
          Quando elimina a sua conta, os seus dados de perfil são apagados, sem prejuízo dos prazos acima indicados que sejam impostos por lei ou necessários à
          gestão de um litígio.
        </p>
      </LegalSection>

      <LegalSection title="10. Segurança">
        <p>
          Aplicamos medidas técnicas e organizativas adequadas para proteger os seus dados: cifragem das comunicações (HTTPS), palavras-passe protegidas por
          hash, cookies de sessão seguros, controlos de acesso que garantem que cada utilizador só acede aos seus próprios dados privados, acesso de
          administrador restrito, eliminação dos metadados das fotografias e ausência de armazenamento dos dados bancários. O pormenor destas medidas consta da
          página <Link to="/data-protection">Proteção de dados</Link>.
        </p>
      </LegalSection>

      <LegalSection title="11. Transferências de dados">
        <p>
          A plataforma está acessível em vários países e alguns dos nossos prestadores de serviços, entre os quais a Stripe, podem tratar dados fora do seu país
          de residência, incluindo fora da União Europeia. Estas transferências estão sujeitas a garantias adequadas, como as cláusulas contratuais-tipo da
          Comissão Europeia, e respeitam as condições previstas nas leis locais de proteção de dados.
        </p>
      </LegalSection>

      <LegalSection title="12. Os seus direitos">
        <p>
          Nos termos do Regulamento Geral sobre a Proteção de Dados (RGPD), da lei francesa relativa à informática, aos ficheiros e às liberdades e das leis de
          proteção de dados pessoais aplicáveis no seu país, dispõe do direito de acesso, retificação, apagamento, portabilidade, oposição e limitação do
          tratamento dos seus dados, bem como do direito de definir diretivas relativas ao destino dos mesmos após a sua morte.
        </p>
        <p>
          Pode alterar a maior parte das suas informações a partir do seu perfil e eliminar a sua conta nas definições do seu perfil. Para qualquer outro
          pedido, escreva para <a href="mailto:privacy@autoafrique.africa">privacy@autoafrique.africa</a>. Respondemos no prazo de 30 dias. Pode igualmente
          apresentar uma reclamação junto da CNIL (a autoridade francesa de proteção de dados) ou da autoridade de proteção de dados do seu país.
        </p>
      </LegalSection>

      <LegalSection title="13. Menores">
        <p>
          A plataforma está reservada a pessoas com pelo menos 18 anos de idade. Não recolhemos conscientemente dados relativos a menores. Se verificar que um
          menor criou uma conta, comunique-o para <a href="mailto:privacy@autoafrique.africa">privacy@autoafrique.africa</a>: a conta será eliminada.
        </p>
      </LegalSection>

      <LegalSection title="14. Alterações à presente política">
        <p>
          Podemos alterar esta política para ter em conta a evolução da plataforma ou da regulamentação. A data da última atualização figura no topo desta
          página. Em caso de alteração importante, informá-lo-emos por e-mail ou por uma notificação na plataforma antes da sua entrada em vigor.
        </p>
      </LegalSection>

      <LegalSection title="15. Contacto">
        <p>
          Para qualquer questão sobre esta política ou sobre os seus dados: <a href="mailto:privacy@autoafrique.africa">privacy@autoafrique.africa</a>. Para
          qualquer outra questão: <a href="mailto:contact@autoafrique.africa">contact@autoafrique.africa</a>.
        </p>
      </LegalSection>
    </>
  );
}
