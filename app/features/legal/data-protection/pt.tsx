import { Link } from "../../../components/ui/link.tsx";
import { LegalSection, legalList } from "../legal-page.tsx";

/** The data protection page in Portuguese (European and African usage): a translation of the French text, which prevails. */
export function DataProtectionBody() {
  return (
    <>
      <LegalSection title="1. O nosso compromisso">
        <p>
          A AutoAfrique, mercado automóvel online para a compra, a venda e o aluguer de veículos na África Ocidental francófona e em Marrocos, é responsável
          pelo tratamento dos dados pessoais recolhidos na plataforma. Esta página descreve concretamente o que recolhemos, por que razão, com que fundamento
          jurídico, durante quanto tempo, como protegemos esses dados e como exercer os seus direitos. Complementa a nossa{" "}
          <Link to="/privacy-policy">política de privacidade</Link>.
        </p>
        <p>
          Os nossos tratamentos respeitam o Regulamento (UE) 2016/679, de 27 de abril de 2016 (RGPD), a lei francesa n.º 78-17, de 6 de janeiro de 1978,
          relativa à informática, aos ficheiros e às liberdades, bem como as leis de proteção de dados pessoais dos países onde a plataforma é disponibilizada,
          nomeadamente:
        </p>
        <ul className={legalList}>
          <li>Senegal: Lei n.º 2008-12, de 25 de janeiro de 2008, sobre a proteção dos dados de caráter pessoal;</li>
          <li>Costa do Marfim: Lei n.º 2013-450, de 19 de junho de 2013, relativa à proteção dos dados de caráter pessoal;</li>
          <li>Mali: Lei n.º 2013-015, de 21 de maio de 2013, relativa à proteção dos dados de caráter pessoal;</li>
          <li>Benim: Lei n.º 2017-20, de 20 de abril de 2018, que aprova o código do digital;</li>
          <li>
            Burquina Faso: Lei n.º 001-2021/AN, de 30 de março de 2021, relativa à proteção das pessoas no que respeita ao tratamento dos dados de caráter
            pessoal;
          </li>
          <li>Togo: Lei n.º 2019-014, de 29 de outubro de 2019, relativa à proteção dos dados de caráter pessoal;</li>
          <li>Níger: Lei n.º 2017-28, de 3 de maio de 2017, relativa à proteção dos dados de caráter pessoal;</li>
          <li>
            Marrocos: Lei n.º 09-08, de 18 de fevereiro de 2009, relativa à proteção das pessoas singulares no que respeita ao tratamento dos dados de caráter
            pessoal.
          </li>
        </ul>
        <p>
          Contacto dedicado à proteção de dados: <a href="mailto:privacy@autoafrique.africa">privacy@autoafrique.africa</a>.
        </p>
      </LegalSection>

      <LegalSection title="2. Dados recolhidos e finalidades">
        <h3>Conta e perfil</h3>
        <p>
          Nome, apelido, endereço de e-mail, número de telefone, fotografia de perfil opcional, tipo de utilizador (particular, vendedor, concessionário ou
          agente), nome da empresa no caso dos profissionais, cidade e país.
        </p>
        <p>
          Porquê: para criar e proteger a sua conta, verificar o seu endereço de e-mail, identificá-lo perante os outros utilizadores, apresentar por
          predefinição os anúncios e os preços do seu país e contactá-lo a propósito da sua conta.
        </p>
        <h3>Anúncios</h3>
        <p>
          Fotografias do veículo, características (marca, modelo, ano, quilometragem e outros elementos técnicos), preço, condições de venda ou de aluguer,
          historial de manutenção, cidade e país do veículo.
        </p>
        <p>
          Porquê: para publicar os seus anúncios, torná-los consultáveis e pesquisáveis e calcular o indicador de preço e a avaliação inteligente a partir dos
          anúncios publicados na plataforma. Os metadados EXIF das fotografias, incluindo a localização GPS, são eliminados logo no carregamento.
        </p>
        <h3>Mensagens, reservas e avaliações</h3>
        <p>Conteúdo das conversas, pedidos de reserva (datas, duração, montante, estado), avaliações e classificações publicadas.</p>
        <p>
          Porquê: para permitir as trocas entre utilizadores, a gestão dos alugueres (aceitação ou recusa pelo proprietário) e a informação dos outros
          utilizadores.
        </p>
        <h3>Serviços premium</h3>
        <p>
          Historial de compra dos serviços premium: promoção de anúncio, subscrição Pro, montante, data, estado do pagamento e eventual código promocional. Os
          dados do cartão bancário são tratados exclusivamente pelo nosso prestador de serviços de pagamento, a Stripe, e nunca são armazenados pela
          AutoAfrique.
        </p>
        <p>Porquê: para executar e faturar os serviços adquiridos, gerir a subscrição e cumprir as nossas obrigações contabilísticas.</p>
        <h3>Utilização e dados técnicos</h3>
        <p>Endereço IP, navegador e tipo de dispositivo, páginas visitadas, pesquisas e favoritos.</p>
        <p>
          Porquê: para assegurar o bom funcionamento e a segurança da plataforma, prevenir a fraude e os abusos, conservar os seus favoritos, produzir
          estatísticas globais e, para os subscritores Pro, estatísticas sobre os seus próprios anúncios.
        </p>
        <h3>Moderação</h3>
        <p>Advertências dirigidas, motivo e data de um eventual banimento.</p>
        <p>
          Porquê: para fazer respeitar as <Link to="/terms-of-service">condições de utilização</Link> e proteger os utilizadores.
        </p>
      </LegalSection>

      <LegalSection title="3. Fundamentos jurídicos">
        <ul className={legalList}>
          <li>
            <strong>Execução do contrato</strong> (as condições de utilização): gestão da conta, publicação dos anúncios, serviço de mensagens, reservas,
            favoritos, serviços pagos e apresentação dos preços na moeda escolhida.
          </li>
          <li>
            <strong>Interesse legítimo</strong> da AutoAfrique: segurança da plataforma, prevenção da fraude, moderação, registos técnicos, estatísticas globais
            e cálculo do indicador de preço a partir dos anúncios da plataforma.
          </li>
          <li>
            <strong>Obrigação legal</strong>: conservação dos dados de transação, resposta aos pedidos das autoridades habilitadas.
          </li>
          <li>
            <strong>Consentimento</strong>: adição de uma fotografia de perfil opcional, que pode retirar a qualquer momento a partir do seu perfil.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="4. Prazos de conservação">
        <ul className={legalList}>
          <li>
            <strong>Conta ativa</strong>: os seus dados são conservados enquanto a sua conta existir.
          </li>
          <li>
            <strong>Contas inativas</strong>: eliminadas após 3 anos de inatividade.
          </li>
          <li>
            <strong>Anúncios eliminados</strong>: conservados durante 1 ano após a sua eliminação, nomeadamente para tratar eventuais litígios ou denúncias, e
            depois apagados.
          </li>
          <li>
            <strong>Dados de transação</strong>: conservados durante 10 anos, prazo imposto pelas obrigações contabilísticas.
          </li>
          <li>
            <strong>Cookies</strong>: 13 meses, no máximo.
          </li>
        </ul>
        <p>Findos estes prazos, os dados são eliminados ou tornados definitivamente anónimos.</p>
      </LegalSection>

      <LegalSection title="5. Cookies">
        <p>
          A plataforma utiliza apenas dois cookies estritamente necessários: o cookie de sessão, que mantém a sua sessão iniciada, e o cookie do país
          selecionado, que memoriza o país escolhido para a apresentação dos anúncios e dos preços; bem como um cookie de medição de audiência próprio da
          AutoAfrique, que conta uma única vez por dia a consulta de um anúncio por um mesmo navegador (um identificador aleatório, lido apenas por essa
          contagem). Não é utilizado nenhum cookie publicitário, nenhum rastreador de medição de audiência de terceiros nem nenhum script de terceiros.
        </p>
        <p>
          Uma vez que estes cookies são indispensáveis ao serviço, ou se limitam a uma medição de audiência anónima, estão dispensados de consentimento na
          aceção do artigo 82.º da lei francesa relativa à informática, aos ficheiros e às liberdades. A sua duração está limitada a 13 meses, no máximo.
        </p>
      </LegalSection>

      <LegalSection title="6. Destinatários">
        <ul className={legalList}>
          <li>
            Os outros utilizadores, quanto às informações publicadas nos seus anúncios e no seu perfil público (nome, fotografia, tipo de utilizador, telefone,
            anúncios, avaliações) e, no âmbito de uma reserva, o seu nome e o seu telefone.
          </li>
          <li>Os membros autorizados da equipa AutoAfrique, no estrito limite das suas funções de apoio, moderação e administração.</li>
          <li>
            Os nossos subcontratantes técnicos (alojamento, armazenamento das fotografias, envio de e-mails e de SMS) e a Stripe para os pagamentos, vinculados
            por compromissos de confidencialidade e de segurança.
          </li>
          <li>As autoridades habilitadas, mediante requisição legal.</li>
        </ul>
        <p>Os seus dados nunca são vendidos nem utilizados para publicidade direcionada.</p>
      </LegalSection>

      <LegalSection title="7. Transferências de dados">
        <p>
          Os utilizadores da plataforma residem em vários países e alguns dos nossos prestadores de serviços, entre os quais a Stripe, podem tratar dados fora
          do seu país de residência, incluindo fora da União Europeia. Qualquer transferência está sujeita a garantias adequadas: decisão de adequação da
          Comissão Europeia ou cláusulas contratuais-tipo, complementadas, se necessário, por medidas técnicas. Quando a lei do seu país o exija, são cumpridas
          as formalidades prévias junto da autoridade de proteção de dados competente.
        </p>
      </LegalSection>

      <LegalSection title="8. Medidas de segurança">
        <ul className={legalList}>
          <li>Cifragem de todas as comunicações por HTTPS (TLS).</li>
          <li>Palavras-passe armazenadas apenas sob a forma de hash com salt, nunca em texto simples.</li>
          <li>Cookies de sessão protegidos (atributos HttpOnly, Secure e SameSite).</li>
          <li>
            Controlos de acesso: cada utilizador só acede aos seus próprios dados privados e as funções de administração estão reservadas às contas de
            administrador.
          </li>
          <li>Verificação do endereço de e-mail através de uma ligação válida durante 24 horas.</li>
          <li>Eliminação automática dos metadados EXIF e GPS das fotografias no carregamento.</li>
          <li>Nenhum dado de cartão bancário armazenado: os pagamentos são processados pela Stripe, certificada PCI DSS.</li>
          <li>Cópias de segurança regulares, registo dos acessos e sensibilização da equipa para a confidencialidade.</li>
        </ul>
        <p>
          Em caso de violação de dados que apresente um risco para os seus direitos e liberdades, notificamos a autoridade de controlo competente nos prazos
          legais e, quando a lei o exija, informamo-lo diretamente.
        </p>
      </LegalSection>

      <LegalSection title="9. Indicador de preço e avaliação inteligente">
        <p>
          O indicador de preço apresentado nos anúncios e a avaliação inteligente de um veículo são calculados automaticamente por um modelo estatístico a
          partir dos anúncios publicados na plataforma. São meramente indicativos: nenhuma decisão que produza efeitos jurídicos na sua esfera ou que o afete de
          forma significativa é tomada exclusivamente com base neste tratamento automatizado.
        </p>
      </LegalSection>

      <LegalSection title="10. Os seus direitos">
        <ul className={legalList}>
          <li>
            <strong>Direito de acesso</strong>: obter a confirmação de que os seus dados são tratados e receber uma cópia dos mesmos.
          </li>
          <li>
            <strong>Direito de retificação</strong>: obter a correção de dados inexatos ou incompletos.
          </li>
          <li>
            <strong>Direito ao apagamento</strong>: obter a eliminação dos seus dados, sem prejuízo dos prazos de conservação impostos por lei.
          </li>
          <li>
            <strong>Direito de portabilidade</strong>: receber os dados que nos forneceu num formato estruturado, de uso corrente e de leitura automática, ou
            solicitar a sua transmissão a outro serviço.
          </li>
          <li>
            <strong>Direito de oposição</strong>: opor-se a um tratamento baseado no nosso interesse legítimo, por motivos relacionados com a sua situação
            particular.
          </li>
          <li>
            <strong>Direito à limitação</strong>: pedir a suspensão temporária da utilização dos seus dados, por exemplo durante a análise de uma contestação.
          </li>
          <li>
            <strong>Retirada do consentimento</strong> a qualquer momento, para os tratamentos que nele se baseiam.
          </li>
          <li>
            <strong>Diretivas post mortem</strong>: definir o destino dos seus dados após a sua morte, em conformidade com a lei francesa.
          </li>
        </ul>
        <p>Respondemos a qualquer pedido no prazo de 30 dias a contar da sua receção. O exercício dos seus direitos é gratuito.</p>
      </LegalSection>

      <LegalSection title="11. Como exercer os seus direitos">
        <ul className={legalList}>
          <li>
            <strong>A partir do seu perfil</strong>: pode, a qualquer momento, consultar e alterar as suas informações, mudar ou retirar a sua fotografia,
            eliminar os seus anúncios e os seus favoritos, e eliminar a sua conta nas definições do seu perfil.
          </li>
          <li>
            <strong>Por e-mail</strong>: escreva para <a href="mailto:privacy@autoafrique.africa">privacy@autoafrique.africa</a> a partir do endereço associado
            à sua conta, indicando o direito que pretende exercer. Em caso de dúvida razoável sobre a sua identidade, poderemos pedir-lhe um comprovativo
            adicional, estritamente necessário à sua verificação.
          </li>
        </ul>
        <p>
          Se considerar, depois de nos ter contactado, que os seus direitos não são respeitados, pode apresentar uma reclamação junto da Comissão Nacional da
          Informática e das Liberdades (CNIL) em França ou da autoridade de proteção de dados do seu país, por exemplo a Comissão de Proteção dos Dados Pessoais
          (CDP) no Senegal, a Autoridade de Regulação das Telecomunicações/TIC da Costa do Marfim (ARTCI), a Autoridade de Proteção dos Dados de Caráter Pessoal
          (APDP) no Mali ou no Benim, ou a Comissão Nacional de Controlo da Proteção dos Dados de Caráter Pessoal (CNDP) em Marrocos.
        </p>
      </LegalSection>

      <LegalSection title="12. Contacto">
        <p>
          Pedidos relativos aos seus dados pessoais: <a href="mailto:privacy@autoafrique.africa">privacy@autoafrique.africa</a>. Outros pedidos:{" "}
          <a href="mailto:contact@autoafrique.africa">contact@autoafrique.africa</a>.
        </p>
      </LegalSection>
    </>
  );
}
