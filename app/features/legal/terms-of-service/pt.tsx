import { Link } from "../../../components/ui/link.tsx";
import { LegalSection, legalList } from "../legal-page.tsx";

/** The terms of service in Portuguese (European and African usage): a translation of the French text, which prevails. */
export function TermsOfServiceBody() {
  return (
    <>
      <LegalSection title="1. Objeto">
        <p>
          As presentes condições gerais de utilização (as «CGU») regem o acesso à plataforma AutoAfrique e a sua utilização. A AutoAfrique é um mercado online
          que permite comprar, vender e alugar veículos na África Ocidental francófona e em Marrocos, pondo em contacto particulares e profissionais do setor
          automóvel.
        </p>
        <p>Ao criar uma conta ou ao utilizar a plataforma, aceita as presentes CGU sem reservas. Se não as aceitar, não deve utilizar a plataforma.</p>
      </LegalSection>

      <LegalSection title="2. Condições de acesso">
        <p>
          A plataforma está reservada a pessoas com pelo menos 18 anos de idade e com capacidade jurídica para contratar. Ao criar uma conta, declara preencher
          estas condições. Um profissional que utilize a plataforma em nome de uma empresa declara estar habilitado a vinculá-la.
        </p>
        <p>
          A consulta dos anúncios é livre. A publicação de anúncios, o serviço de mensagens, os favoritos, as avaliações, as reservas e os serviços pagos exigem
          uma conta.
        </p>
      </LegalSection>

      <LegalSection title="3. Conta de utilizador">
        <ul className={legalList}>
          <li>
            Deve fornecer informações exatas e atualizadas: nome, apelido, endereço de e-mail, número de telefone, cidade e país, bem como o nome da sua
            empresa, se for profissional.
          </li>
          <li>
            O seu endereço de e-mail deve ser verificado através da ligação de confirmação que lhe é enviada; esta ligação é válida durante 24 horas e pode ser
            reenviada a partir do seu perfil.
          </li>
          <li>
            É responsável pela confidencialidade da sua palavra-passe e por qualquer atividade realizada a partir da sua conta. Comunique-nos sem demora
            qualquer utilização não autorizada.
          </li>
          <li>
            Uma conta é estritamente pessoal: não pode ser cedida, emprestada nem vendida. É proibida a criação de várias contas para contornar um limite ou uma
            sanção.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="4. Tipos de utilizadores">
        <p>No momento da inscrição, escolhe um dos seguintes tipos:</p>
        <ul className={legalList}>
          <li>
            <strong>Particular</strong>: pessoa singular que compra, aluga ou vende ocasionalmente um veículo a título privado;
          </li>
          <li>
            <strong>Vendedor</strong>: pessoa que propõe regularmente veículos para venda ou aluguer;
          </li>
          <li>
            <strong>Concessionário</strong>: profissional da venda de automóveis que atua em nome da sua empresa;
          </li>
          <li>
            <strong>Agente</strong>: intermediário que publica anúncios por conta de proprietários, ao abrigo de um mandato conferido por estes.
          </li>
        </ul>
        <p>
          O tipo escolhido deve corresponder à sua situação real. Os profissionais continuam a ser os únicos responsáveis pelas obrigações legais próprias da
          sua atividade (registo, faturação, garantias devidas aos consumidores).
        </p>
      </LegalSection>

      <LegalSection title="5. Anúncios">
        <p>Ao publicar um anúncio, compromete-se a que:</p>
        <ul className={legalList}>
          <li>seja proprietário do veículo ou esteja devidamente autorizado a vendê-lo ou a alugá-lo;</li>
          <li>cada anúncio diga respeito a um único veículo, realmente disponível;</li>
          <li>
            a descrição seja exata e completa: marca, modelo, ano, quilometragem real, estado, acidentes, número de proprietários, historial de manutenção e
            situação aduaneira;
          </li>
          <li>as fotografias representem o próprio veículo proposto, e não imagens encontradas noutros locais;</li>
          <li>o preço indicado seja o preço efetivamente pedido, com todas as condições de venda ou de aluguer claramente especificadas.</li>
        </ul>
        <p>
          Os metadados EXIF das fotografias, nomeadamente a localização GPS, são automaticamente eliminados no carregamento. O número de anúncios gratuitos pode
          ser limitado a 5 por utilizador; os subscritores Pro não estão sujeitos a este limite.
        </p>
        <p>
          Cada anúncio pode apresentar um indicador de preço calculado por um modelo estatístico a partir dos anúncios publicados na plataforma. Este indicador,
          tal como a avaliação inteligente de um veículo, é fornecido a título meramente indicativo e não constitui uma peritagem nem uma garantia de valor.
        </p>
      </LegalSection>

      <LegalSection title="6. Conteúdos proibidos">
        <p>São nomeadamente proibidos, nos anúncios, nas mensagens, nas avaliações e nos perfis:</p>
        <ul className={legalList}>
          <li>
            os veículos roubados, penhorados sem que o comprador seja informado, ou desprovidos dos documentos necessários à sua venda ou à sua circulação,
            quando essa falta seja ocultada;
          </li>
          <li>os documentos falsos, as quilometragens adulteradas e qualquer informação enganosa sobre o estado ou o historial do veículo;</li>
          <li>os anúncios fictícios, duplicados ou sem relação com a venda ou o aluguer de um veículo;</li>
          <li>as tentativas de burla, de phishing ou de pedido injustificado de pagamento antecipado;</li>
          <li>os conteúdos injuriosos, difamatórios, discriminatórios, violentos, de caráter sexual ou contrários à lei;</li>
          <li>a publicação de dados pessoais de terceiros sem o seu consentimento;</li>
          <li>os conteúdos que violem direitos de terceiros, nomeadamente direitos de autor e marcas;</li>
          <li>a angariação não solicitada, o envio massivo de mensagens e as avaliações falsas.</li>
        </ul>
      </LegalSection>

      <LegalSection title="7. Mensagens e avaliações">
        <p>
          O serviço de mensagens integrado permite trocar mensagens com um vendedor ou um proprietário sobre um anúncio. Deve ser utilizado de forma cortês e
          exclusivamente para esse fim. As conversas não são lidas sistematicamente pela AutoAfrique; podem, no entanto, ser examinadas quando tal for
          necessário para tratar um abuso ou uma fraude, ou para cumprir uma obrigação legal.
        </p>
        <p>
          As avaliações devem refletir uma experiência real, ser classificadas de 1 a 5 estrelas e manter-se factuais. É proibido publicar uma avaliação sobre o
          seu próprio anúncio ou em troca de uma contrapartida.
        </p>
      </LegalSection>

      <LegalSection title="8. Aluguer de veículos">
        <ul className={legalList}>
          <li>O locatário envia um pedido de reserva para datas precisas a partir do anúncio de aluguer.</li>
          <li>O proprietário aceita ou recusa o pedido. Uma reserva só fica confirmada após a aceitação do proprietário.</li>
          <li>Nenhum pagamento deve ser efetuado antes dessa confirmação pelo proprietário.</li>
          <li>
            O preço, a eventual caução, o seguro, a quilometragem autorizada e as modalidades de entrega e devolução do veículo são acordados diretamente entre
            o locatário e o proprietário, que são os únicos responsáveis pelos mesmos.
          </li>
          <li>
            Cabe ao proprietário verificar a carta de condução e a identidade do locatário, e a ambas as partes elaborar em conjunto um auto de vistoria do
            veículo na entrega e na devolução.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="9. Serviços pagos">
        <h3>Promoção de anúncio</h3>
        <p>Um anúncio pode ser destacado pontualmente, de modo a aparecer no topo dos resultados de pesquisa e na página inicial:</p>
        <ul className={legalList}>
          <li>promoção de 7 dias: 5000 FCFA;</li>
          <li>promoção de 30 dias: 15 000 FCFA.</li>
        </ul>
        <p>A promoção é ativada logo que o pagamento é confirmado e termina automaticamente no fim do período adquirido. Não é renovada tacitamente.</p>
        <h3>Subscrição Pro</h3>
        <p>
          A subscrição Pro é proposta ao preço de 5000 XOF por mês. Oferece, nomeadamente, a apresentação prioritária dos seus anúncios nos resultados de
          pesquisa, um distintivo Pro em todos os seus anúncios, estatísticas avançadas e a supressão do limite de anúncios gratuitos. Determinadas
          funcionalidades, como a avaliação inteligente, podem estar reservadas aos subscritores Pro.
        </p>
        <p>
          A subscrição é renovada automaticamente todos os meses até à sua rescisão. Pode rescindi-la a qualquer momento a partir da página «Plano Pro», através
          do botão «Gerir a minha subscrição»: a rescisão produz efeitos no fim do período mensal em curso, sem reembolso do período iniciado. A oferta gratuita
          continua acessível sem encargos.
        </p>
        <h3>Códigos promocionais e preços</h3>
        <p>
          Podem ser propostos códigos promocionais; aplicam-se nas condições indicadas no momento da sua introdução. Os preços são fixados em francos CFA (XOF);
          a sua conversão na moeda do país selecionado é dada a título indicativo.
        </p>
      </LegalSection>

      <LegalSection title="10. Pagamento">
        <ul className={legalList}>
          <li>
            Os pagamentos são efetuados por cartão bancário e processados por um prestador de serviços de pagamento terceiro, a Stripe. A AutoAfrique nunca tem
            acesso ao número completo do seu cartão. Poderão vir a ser propostos outros meios de pagamento.
          </li>
          <li>
            Todos os pagamentos são definitivos e não reembolsáveis, salvo em caso de erro técnico, por exemplo um débito em duplicado ou um serviço pago que
            não pôde ser ativado devido a uma avaria da plataforma. Nesse caso, contacte-nos através de{" "}
            <a href="mailto:contact@autoafrique.africa">contact@autoafrique.africa</a> indicando a data e o montante do pagamento.
          </li>
          <li>
            Ao solicitar a ativação imediata de uma promoção ou de uma subscrição Pro, reconhece que o serviço começa logo que o pagamento é confirmado e
            renuncia expressamente ao seu direito de livre resolução, na medida em que a lei o permita.
          </li>
          <li>As compras de veículos e os alugueres não são pagos por intermédio da plataforma: são liquidados diretamente entre os utilizadores em causa.</li>
        </ul>
      </LegalSection>

      <LegalSection title="11. Moderação e sanções">
        <p>
          A AutoAfrique pode verificar a qualquer momento os conteúdos publicados. Em caso de incumprimento das presentes CGU ou da lei, a AutoAfrique pode,
          consoante a gravidade dos factos:
        </p>
        <ul className={legalList}>
          <li>dirigir uma advertência, notificada na plataforma;</li>
          <li>eliminar um anúncio ou um conteúdo não conforme;</li>
          <li>suspender ou banir a conta em causa; qualquer banimento é fundamentado e o respetivo motivo é conservado.</li>
        </ul>
        <p>
          Um utilizador banido deixa de poder utilizar a plataforma e de poder criar uma nova conta. As quantias pagas por serviços pagos não são reembolsadas
          em caso de sanção justificada. Pode contestar uma decisão de moderação escrevendo para{" "}
          <a href="mailto:contact@autoafrique.africa">contact@autoafrique.africa</a>.
        </p>
      </LegalSection>

      <LegalSection title="12. Papel e responsabilidade da AutoAfrique">
        <p>
          A AutoAfrique atua exclusivamente como intermediário técnico entre os utilizadores. A AutoAfrique não é vendedora, compradora, locadora nem mandatária
          dos veículos propostos, e não é parte nos contratos de venda ou de aluguer celebrados entre utilizadores. A AutoAfrique não verifica a existência, o
          estado nem a situação administrativa dos veículos, e não garante a exatidão dos anúncios, que são da exclusiva responsabilidade dos respetivos
          autores.
        </p>
        <p>
          A AutoAfrique esforça-se por assegurar o acesso contínuo à plataforma, sem poder garanti-lo; podem ocorrer interrupções para manutenção ou devido a
          incidentes. A AutoAfrique não pode ser responsabilizada pelos danos resultantes de uma transação entre utilizadores, nem por uma utilização da
          plataforma contrária às presentes CGU.
        </p>
        <h3>Conselhos de segurança</h3>
        <ul className={legalList}>
          <li>Encontre-se com o vendedor ou o proprietário num local público, de preferência durante o dia e acompanhado.</li>
          <li>
            Nunca pague antes de ter visto o veículo e os respetivos documentos: documento de registo, certificado de desalfandegamento, seguro e certificado de
            inspeção técnica.
          </li>
          <li>Verifique se o número do quadro e a identidade do vendedor correspondem aos documentos apresentados.</li>
          <li>Nunca envie um sinal por transferência de dinheiro a uma pessoa que não conheceu pessoalmente e desconfie de preços anormalmente baixos.</li>
          <li>Nunca comunique os seus identificadores de acesso, os seus códigos bancários ou os códigos recebidos por SMS.</li>
          <li>
            Comunique qualquer anúncio ou comportamento suspeito para <a href="mailto:contact@autoafrique.africa">contact@autoafrique.africa</a>.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="13. Propriedade intelectual">
        <p>
          A marca AutoAfrique, o logótipo, a interface e os conteúdos próprios da plataforma estão protegidos e não podem ser reproduzidos sem autorização.
          Continua a ser titular dos direitos sobre as fotografias e os textos que publica e concede à AutoAfrique, durante o período da sua publicação, uma
          licença gratuita e não exclusiva para os reproduzir e apresentar na plataforma, exclusivamente para efeitos do seu funcionamento e da sua promoção.
        </p>
      </LegalSection>

      <LegalSection title="14. Dados pessoais">
        <p>
          O tratamento dos seus dados pessoais é descrito na <Link to="/privacy-policy">política de privacidade</Link> e na página{" "}
          <Link to="/data-protection">Proteção de dados</Link>.
        </p>
      </LegalSection>

      <LegalSection title="15. Eliminação da conta">
        <p>
          Pode eliminar a sua conta a qualquer momento nas definições do seu perfil. A eliminação implica a retirada dos seus anúncios. Se for subscritor Pro,
          lembre-se de rescindir previamente a sua subscrição através de «Gerir a minha subscrição»; o período em curso não é reembolsado. Determinados dados
          são conservados durante os prazos indicados na política de privacidade. A AutoAfrique pode igualmente eliminar uma conta inativa há 3 anos.
        </p>
      </LegalSection>

      <LegalSection title="16. Alteração das CGU">
        <p>
          A AutoAfrique pode alterar as presentes CGU. A data da última atualização figura no topo desta página. Os utilizadores são informados de qualquer
          alteração importante por e-mail ou por uma notificação antes da sua entrada em vigor. A continuação da utilização da plataforma implica a aceitação
          das CGU alteradas.
        </p>
      </LegalSection>

      <LegalSection title="17. Lei aplicável e litígios">
        <p>
          As presentes CGU regem-se pelo direito francês. Em caso de litígio, as partes procurarão primeiro uma solução amigável; pode escrever-nos para{" "}
          <a href="mailto:contact@autoafrique.africa">contact@autoafrique.africa</a>. Na falta de acordo, o litígio será submetido aos tribunais franceses
          competentes, sem prejuízo das disposições imperativas mais protetoras de que um consumidor possa beneficiar ao abrigo da lei do seu país de
          residência.
        </p>
      </LegalSection>

      <LegalSection title="18. Contacto">
        <p>
          Para qualquer questão relativa às presentes CGU: <a href="mailto:contact@autoafrique.africa">contact@autoafrique.africa</a>. Para qualquer questão
          relativa aos seus dados pessoais: <a href="mailto:privacy@autoafrique.africa">privacy@autoafrique.africa</a>.
        </p>
      </LegalSection>
    </>
  );
}
