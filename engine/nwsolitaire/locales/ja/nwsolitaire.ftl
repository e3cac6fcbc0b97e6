# ナポレオン戦争(ソリティア、シード001)。キーは「nwsolitaire-」で始まる。

nwsolitaire-title = ナポレオン戦争（ソリティア）
nwsolitaire-blurb = 1792-1821年のソリティア。フランスはルールが動かし、あなたは対仏大同盟を率いてナポレオンを退位に追い込む。
nwsolitaire-seat-coalition = 対仏同盟
nwsolitaire-scenario-bonaparte1792 = ボナパルト1792（第1-16ターン）
nwsolitaire-scenario-napoleon1805 = ナポレオン1805（第6ターンから）
nwsolitaire-scenario-end1813 = 終焉1813（第12ターンから）
nwsolitaire-option-veteran = ベテラン・ゲーム（12.4）
nwsolitaire-option-veteran-off = 使わない
nwsolitaire-option-veteran-on = 使う：第15ターン終了までに退位させる
nwsolitaire-option-sp_markers = SPマーカー（7.6）
nwsolitaire-option-sp_markers-on = 各国のフランス軍SPを表示する
nwsolitaire-option-sp_markers-off = 戦場の霧：SPは自分で数える
nwsolitaire-option-sp_markers-hidden = 兵力秘匿：フランス軍は戦闘まで裏向き
nwsolitaire-reason-abdication = ナポレオンの退位
nwsolitaire-reason-last_turn = 退位のないまま最終ターンが終わったこと

nwsolitaire-status = 第{ $turn }ターン：{ $question }
nwsolitaire-status-over = ゲーム終了：{ $result }
nwsolitaire-result-abdication = 第{ $turn }ターンにナポレオンが退位。対仏同盟の勝利。
nwsolitaire-result-last-turn = 皇帝退位レベル{ $level }で最終ターンが終わり、ナポレオンは帝位を保った。

nwsolitaire-ask-none = ルールの処理が進む
nwsolitaire-ask-budget = 対仏同盟が国庫を配分する
nwsolitaire-ask-transfers = 対仏同盟が資金を移す
nwsolitaire-ask-small-war = 対仏同盟が小戦争を戦う
nwsolitaire-ask-naval = 対仏同盟が海戦を戦う
nwsolitaire-ask-extra-chit = 対仏同盟はイベント・チットを購入できる
nwsolitaire-ask-diplomacy = 対仏同盟の外交官が任務にあたる
nwsolitaire-ask-deploy = 対仏同盟が軍を配置する
nwsolitaire-ask-battle = 対仏同盟が次の戦闘を選ぶ
nwsolitaire-ask-retreat = 対仏同盟が退却先を選ぶ
nwsolitaire-ask-pursue = 対仏同盟は追撃できる
nwsolitaire-ask-collection = 対仏同盟が諸公国軍を回収する
nwsolitaire-ask-icons = 対仏同盟が文化的象徴を招く
nwsolitaire-ask-secret = 対仏同盟が秘密交渉の成果を選ぶ
nwsolitaire-ask-invasion = ナポレオンがロシアに侵攻する
nwsolitaire-ask-charge = ロシア軍は最後の突撃を命じられる
nwsolitaire-ask-levy = ナポレオンがロシア遠征の兵を徴発する
nwsolitaire-ask-napoleon = ナポレオンが軍を集める
nwsolitaire-ask-charge-target = 騎兵が突撃の目標を選ぶ
nwsolitaire-ask-survivor = 戦闘の生き残りを選ぶ
nwsolitaire-ask-rearguard = フランス軍の残置部隊を選ぶ
nwsolitaire-ask-french-loss = フランス軍の軍団がゲームから去る

nwsolitaire-prompt-budget = 国庫£{ $treasury }、小戦争資金£{ $fund }、海軍予算£{ $naval }。資金を移してから確定する。
nwsolitaire-prompt-small-war = { $box }で小戦争。困難度{ $difficulty }、資金を除く修整{ $modifier }。小戦争資金は£{ $fund }。
nwsolitaire-prompt-naval = 海戦。ダイス3個に加える£の合計で{ $target }以上なら勝利。海軍予算は£{ $budget }。
nwsolitaire-prompt-extra-chit = £3でイベント・チットをもう1枚引くか?国庫£{ $treasury }、カップに{ $cup }枚。
nwsolitaire-prompt-diplomacy = 外交官に任務を与える。国庫£{ $treasury }、マップ上の敗北した小戦争{ $defeated }。
nwsolitaire-prompt-deploy = ユニットを購入・配置する。国庫£{ $treasury }、諸公国軍カップに{ $minors }個。
nwsolitaire-prompt-battle = 戦闘が起こる国：{ $countries }。どこから解決するか?
nwsolitaire-prompt-retreat = 敗れたユニットは退却しなければならない。退却先は?
nwsolitaire-prompt-pursue = 白ダイスにより{ $country }への追撃が可能。追撃するユニットを選ぶ。
nwsolitaire-prompt-collection = 諸公国軍はそのまま残すか、カップに戻せる。
nwsolitaire-prompt-icons = 文化的象徴がフランス軍と同じ国にいる。1回£1、【1-4】でロンドンへ。国庫£{ $treasury }。
nwsolitaire-prompt-secret = 秘密交渉：£3を得るか、失った金貨マーカーを取り戻す。
nwsolitaire-prompt-invasion = ナポレオンのロシア侵攻。2d6、資金を除く修整{ $modifier }、12以上でフランス軍の敗北。小戦争資金は£{ $fund }。
nwsolitaire-prompt-charge = 侵攻判定の合計は{ $total }。ロシア軍最後の突撃を命じるか（皇帝退位レベル-1、振り直し）?
nwsolitaire-prompt-levy = ナポレオンがロシア遠征のために徴発するユニットを選ぶ：{ $units }。
nwsolitaire-prompt-napoleon = ナポレオンが率いる同じ強さのユニットを1個選ぶ：{ $units }。
nwsolitaire-prompt-charge-target = 騎兵が突撃する同じ強さのユニットを1個選ぶ：{ $units }。
nwsolitaire-prompt-survivor = 生き残る同じ強さのユニットを1個選ぶ：{ $units }。
nwsolitaire-prompt-rearguard = 残置する同じ弱さのフランス軍ユニットを1個選ぶ：{ $units }。
nwsolitaire-prompt-french-loss = ゲームから取り除くフランス軍団を1個選ぶ：{ $units }。

nwsolitaire-action-move-treasury-fund = 国庫から小戦争資金へ£{ $n }
nwsolitaire-action-move-treasury-naval = 国庫から海軍予算へ£{ $n }
nwsolitaire-action-move-fund-treasury = 小戦争資金から国庫へ£{ $n }
nwsolitaire-action-move-fund-naval = 小戦争資金から海軍予算へ£{ $n }
nwsolitaire-action-budget-done = 予算を確定する
nwsolitaire-action-naval = 先に制海権をかけて海戦を行う
nwsolitaire-action-delay = { $unit }をディレイして+1
nwsolitaire-action-fight = £{ $n }を使って判定する
nwsolitaire-action-concede = 判定せずに敗北する
nwsolitaire-action-navy = 海軍予算£{ $n }を加えて判定する
nwsolitaire-action-buy-chit = £3を払ってチットを引く
nwsolitaire-action-no-chit = このターンはもう引かない
nwsolitaire-action-debate = { $ours }が{ $country }の{ $theirs }に論戦を挑む
nwsolitaire-action-resolve = 論戦を判定する
nwsolitaire-action-charm = { $ours }を{ $box }に送り魅力外交を行う
nwsolitaire-action-recruit = { $power }を対仏同盟に参加させる（£{ $cost }）
nwsolitaire-action-diplomacy-done = 外交官の任務を終える
nwsolitaire-action-minors = £1で諸公国軍3個を購入し{ $country }に置く
nwsolitaire-action-place = { $unit }を{ $country }に置く
nwsolitaire-action-deploy-done = 配置を終える
nwsolitaire-action-battle = { $country }で戦う
nwsolitaire-action-retreat = { $country }に退却する
nwsolitaire-action-with = { $unit }で追撃する
nwsolitaire-action-pursue = { $country }へ追撃する
nwsolitaire-action-halt = 追撃しない
nwsolitaire-action-pick = { $unit }
nwsolitaire-action-keep-all = 諸公国軍を全てそのまま残す
nwsolitaire-action-recall-all = 諸公国軍を全てカップに戻す
nwsolitaire-action-recall = { $country }の{ $unit }をカップに戻す
nwsolitaire-action-icon = { $icon }を招く（£1）
nwsolitaire-action-icons-done = 招聘を終える
nwsolitaire-action-secret-money = £{ $n }を得る
nwsolitaire-action-secret-gold = { $box }の金貨マーカーを取り戻す
nwsolitaire-action-charge = 最後の突撃を命じる
nwsolitaire-action-accept = 結果に従う

nwsolitaire-log-turn = 第{ $turn }ターン（{ $years }年）開始。
nwsolitaire-log-phase = ―{ $phase }―
nwsolitaire-phase-a = A．資金、But国、イベント
nwsolitaire-phase-b = B．フランスの外交
nwsolitaire-phase-c = C．対抗外交
nwsolitaire-phase-d = D．大陸軍
nwsolitaire-phase-e = E．対仏同盟とナポレオン
nwsolitaire-phase-f = F．戦闘
nwsolitaire-phase-g = G．降伏判定
nwsolitaire-phase-h = H．皇帝退位
nwsolitaire-phase-i = I．偶発的事件
nwsolitaire-phase-j = J．ターンの終了
nwsolitaire-log-income = 歳入：ロンドン£{ $london }、同盟国£{ $powers }、文化的象徴£{ $icons }、貿易£{ $trade }、計£{ $total }。国庫は£{ $treasury }。
nwsolitaire-log-continental = 大陸封鎖令により£{ $lost }を失う。国庫は£{ $treasury }。
nwsolitaire-log-corruption = £16を超えた£{ $lost }は汚職で失われる。
nwsolitaire-log-budget = 予算：国庫£{ $treasury }、小戦争資金£{ $fund }、海軍予算£{ $naval }。
nwsolitaire-log-but = 第{ $turn }ターンのBut国は{ $country }。
nwsolitaire-log-history = 歴史的事件：{ $event }。
nwsolitaire-log-draw = イベント・チット：{ $chit }。
nwsolitaire-log-cup-empty = イベント・カップは空だ。
nwsolitaire-log-no-war = 今回は戦争は起こらない。
nwsolitaire-log-satellite = { $chit }を{ $country }に置く。
nwsolitaire-log-satellite-replaced = { $chit }をゲームから取り除く。
nwsolitaire-log-warsaw = ワルシャワ公国をドイツに置き、ポニャトフスキ軍団をフランス軍カップに加える。
nwsolitaire-log-warsaw-replaced = ワルシャワ公国チットは取り除かれるが、ポニャトフスキはゲームに残る。
nwsolitaire-log-pope-imprisoned = ローマ教皇が監禁される。
nwsolitaire-log-ulcer = スペインの潰瘍：スペインがフランスに反旗を翻し、対仏同盟に加わる。
nwsolitaire-log-ildefonso = サン・イルデフォンソ条約：{ $power }が親仏になる。
nwsolitaire-log-ildefonso-void = サン・イルデフォンソ条約は遅すぎた。スペインは既に蜂起している。
nwsolitaire-log-coronation = ナポレオンが皇帝に即位。ナポNがナポBと交代する。
nwsolitaire-log-napo-v = ナポレオンの没落。ナポVがナポNと交代する。
nwsolitaire-log-buy-chit = 対仏同盟は£3でチットをもう1枚引く。国庫は£{ $treasury }。
nwsolitaire-log-small-war = { $box }の小戦争：£{ $spent }を使い合計{ $total }。{ $won ->
        [1] 勝利。
       *[0] 敗北。
    }
nwsolitaire-log-concede = 対仏同盟は{ $box }の小戦争で判定せずに敗北する。
nwsolitaire-log-gold-lost = { $box }の金貨マーカーを裏返す。
nwsolitaire-log-chit-added = { $box }の小戦争チットをイベント・カップに入れる。
nwsolitaire-log-napoleon-egypt = ナポレオンはエジプトへ向かい、ターン終了までビジーになる。
nwsolitaire-log-sweden-joins = スウェーデンが対仏同盟に加わる（以後永続）。
nwsolitaire-log-delay = { $unit }をディレイする。
nwsolitaire-log-invasion = ナポレオンのロシア侵攻：大陸封鎖は終わり、パリ・マーカーを置き、ロシアが対仏同盟に加わる。
nwsolitaire-log-invasion-roll = ロシア侵攻の判定：合計{ $total }。
nwsolitaire-log-last-charge = ロシア軍が最後の突撃を行う。
nwsolitaire-log-invasion-won = フランス軍がモスクワを落とし、ロシアは降伏する。
nwsolitaire-log-invasion-lost = 大陸軍はロシアで壊滅。ロシア、プロイセン、オーストリアが対仏同盟に加わる。
nwsolitaire-log-french-lost = ゲームから取り除かれるフランス軍：{ $units }。
nwsolitaire-log-naval = 海戦：£{ $spent }を使い合計{ $total }（目標{ $target }）。{ $won ->
        [1] イギリス海軍の勝利。
       *[0] フランス海軍の勝利。
    }
nwsolitaire-log-nelson-falls = ネルソンは勝利の中で戦死する。
nwsolitaire-log-london-struck = フランスがロンドンの通商に打撃を与え、£4マーカーが取り除かれる。
nwsolitaire-log-diplomat-sent = { $diplomat }がオテルから{ $country }へ向かう。
nwsolitaire-log-diplomat-full = { $country }には既にフランス外交官が2人いるため、{ $diplomat }はオテルに留まる。
nwsolitaire-log-debate-assigned = { $ours }が{ $theirs }に論戦を挑む。
nwsolitaire-log-debate = { $ours }と{ $theirs }の論戦（合計{ $total }）：{ $won ->
        [1] 勝利。フランス外交官はオテルに戻る。
       *[0] 敗北。
    }
nwsolitaire-log-charm = { $ours }の{ $box }での魅力外交：{ $won ->
        [1] 敗北は忘れられた。
       *[0] 失敗。
    }
nwsolitaire-log-recruit = { $power }が£{ $cost }で対仏同盟に加わる。国庫は£{ $treasury }。
nwsolitaire-log-invasion-table = フランス侵攻表、{ $row }の行。
nwsolitaire-log-french-placed = { $country }に置かれたフランス軍：{ $units }。
nwsolitaire-log-french-placed-hidden = { $country }にフランス軍{ $n }個が裏向きで置かれる。
nwsolitaire-log-revealed = { $country }のフランス軍が表になる：{ $units }。
nwsolitaire-log-cup-dry = フランス軍カップが空になり、{ $country }は必要なユニットを受け取れない。
nwsolitaire-log-guerrillas = { $country }のゲリラが到着した{ $unit }を壊滅させる。
nwsolitaire-log-minors = { $country }に購入した諸公国軍：{ $units }。
nwsolitaire-log-place = { $unit }を{ $country }に置く。
nwsolitaire-log-napoleon-table = ナポレオン表、{ $row }の行。
nwsolitaire-log-napoleon-takes = ナポレオンは{ $unit }を率いて{ $country }へ向かう。
nwsolitaire-log-napoleon-takes-hidden = ナポレオンは{ $origin }の裏向きのユニット1個を率いて{ $country }へ向かう。
nwsolitaire-log-napoleon-placed = ナポレオンが{ $country }に現れる。
nwsolitaire-log-surprise = 戦略的奇襲：ナポレオンとBut国マーカーが{ $country }へ移り、{ $units }が続く。
nwsolitaire-log-surprise-hidden = 戦略的奇襲：ナポレオンとBut国マーカーが{ $country }へ移り、裏向きのユニット{ $n }個が続く。
nwsolitaire-log-li = { $country }の軽歩兵判定：革命熱{ $fervour }の列で出目{ $roll }、{ $result ->
    [FD] フランス軍圧倒（FD）
    [FA] フランス軍優勢（FA）
   *[NA] 優劣なし（NA）
}。対仏同盟軍は戦闘でダイス{ $dice }個を振る。
nwsolitaire-log-li-x = { $country }の軽歩兵判定：従属国チットのXにより優劣なし（NA）。対仏同盟軍は戦闘でダイス{ $dice }個を振る。
nwsolitaire-log-guard = { $joins ->
        [1] 皇帝近衛隊が戦闘に参加する。
       *[0] 皇帝近衛隊は投入されない。
    }
nwsolitaire-log-battle = { $country }の戦闘：対仏同盟軍{ $coalition } SP対フランス軍{ $french } SP、SP差にダイスを加えた最終値{ $value }：{ $result }。
nwsolitaire-log-no-cavalry = 両軍に騎兵がいないため、ダイスを振り直す。
nwsolitaire-log-charge = 騎兵突撃：{ $units }が壊滅する。
nwsolitaire-log-survivor = { $unit }だけが生き残る。
nwsolitaire-log-destroyed = 壊滅：{ $units }。
nwsolitaire-log-retreat = { $units }が{ $country }へ退却する。
nwsolitaire-log-pursuit = { $units }が{ $country }へ追撃する。
nwsolitaire-log-no-pursuit = 勝者は{ $country }へ追撃しない。
nwsolitaire-log-guard-disbands = 皇帝近衛隊が解散する。
nwsolitaire-log-fervour = { $country }の革命熱：{ $before }から{ $after }へ。
nwsolitaire-log-abdication = 皇帝退位レベル：{ $before }から{ $after }へ。
nwsolitaire-log-surrender = { $power }が降伏する。
nwsolitaire-log-neutral = { $power }が中立になる。
nwsolitaire-log-icon = { $icon }の招聘：{ $won ->
        [1] { $home }を去りロンドンへ。
       *[0] { $home }に留まる。
    }
nwsolitaire-log-control = 対仏同盟が支配する国：{ $countries }。
nwsolitaire-log-recovered = { $unit }が戦力プールに戻る。
nwsolitaire-log-no-french-loss = フランス軍の損害は補充された。
nwsolitaire-log-french-loss = フランス軍の損失：{ $unit }がゲームから永久に去る。
nwsolitaire-log-recall = { $unit }を諸公国軍カップに戻す。
nwsolitaire-log-collected = 各軍はカップと戦力プールに戻る。
nwsolitaire-log-random = 偶発的事件：出目{ $total }。
nwsolitaire-log-event = 偶発的事件：{ $event }。
nwsolitaire-log-religion = フランスの宗教政策：{ $religion }。
nwsolitaire-log-pro-french = { $power }が親仏になる。
nwsolitaire-log-royalists = 王党派がフランスで蜂起する。
nwsolitaire-log-emigres = 亡命貴族が{ $country }に現れる。
nwsolitaire-log-josephine-tour = ジョセフィーヌが{ $country }を周遊する。
nwsolitaire-log-continental-placed = 大陸封鎖令：マーカーを高海ボックスに置く。
nwsolitaire-log-scroll-removed = { $power }の{ $scroll }を取り除く。
nwsolitaire-log-divorce = ナポレオンがジョセフィーヌと離婚する。ジョセフィーヌはゲームから取り除かれる。
nwsolitaire-log-marriage = ナポレオンが{ $power }の花嫁と政略結婚する：政略結婚マーカーを置き、「戦争起こらず」チット2枚をカップへ、ナポレオンは寝室へ。
nwsolitaire-log-emancipation = ヨーロッパのユダヤ人が解放される：ゲットー制マーカーを取り除く。
nwsolitaire-log-hundred-days = 百日天下。
nwsolitaire-log-flipped = { $diplomat }を裏返す。次のターンは使えない。
nwsolitaire-log-secret-money = 秘密交渉で£{ $n }を得る。国庫は£{ $treasury }。
nwsolitaire-log-secret-gold = 秘密交渉で{ $box }の金貨マーカーを取り戻す。
nwsolitaire-log-icon-appears = { $icon }が{ $country }で脚光を浴びる。

## 名前

nwsolitaire-country-france = フランス
nwsolitaire-country-germany = ドイツ
nwsolitaire-country-austria = オーストリア
nwsolitaire-country-italy = イタリア
nwsolitaire-country-spain = スペイン
nwsolitaire-country-portugal = ポルトガル

nwsolitaire-power-spain = スペイン
nwsolitaire-power-sweden = スウェーデン
nwsolitaire-power-prussia = プロイセン
nwsolitaire-power-austria = オーストリア
nwsolitaire-power-russia = ロシア

nwsolitaire-box-egypt = エジプト
nwsolitaire-box-cape = 喜望峰
    .short = 喜望峰
nwsolitaire-box-ireland = アイルランド
nwsolitaire-box-haiti = ハイチ
nwsolitaire-box-mysore = マイソール
nwsolitaire-box-finland = フィンランド
nwsolitaire-box-caucasus = コーカサス
    .short = コーカサス
nwsolitaire-box-balkans = バルカン半島
    .short = バルカン
nwsolitaire-box-corfu = コルフ
nwsolitaire-box-switzerland = スイス
nwsolitaire-box-malta = マルタ
nwsolitaire-box-denmark = デンマーク
nwsolitaire-box-senegal = セネガル
nwsolitaire-box-america = アメリカ
nwsolitaire-box-russia = ロシア

nwsolitaire-diplomat-metternich = メッテルニヒ
nwsolitaire-diplomat-castlereagh = カースルレー
nwsolitaire-diplomat-hardenberg = ハルデンベルク
nwsolitaire-diplomat-razumovsky = ラズモフスキー
nwsolitaire-diplomat-talleyrand = タレーラン
nwsolitaire-diplomat-reinhard = ラインハルト
nwsolitaire-diplomat-envoy1 = 無名の外交官（1）
nwsolitaire-diplomat-envoy2 = 無名の外交官（2）
nwsolitaire-diplomat-envoy3 = 無名の外交官（3）
nwsolitaire-diplomat-envoy4 = 無名の外交官（4）

nwsolitaire-icon-beethoven = ベートーヴェン
nwsolitaire-icon-goethe = ゲーテ
nwsolitaire-icon-goya = ゴヤ
nwsolitaire-icon-volta = ヴォルタ

nwsolitaire-event-BP = 【BP】バルバリア海賊
nwsolitaire-event-TG = 【TG】ギロチン
nwsolitaire-event-SN = 【SN】秘密交渉
nwsolitaire-event-YF = 【YF】スペインの黄熱
nwsolitaire-event-RT = 【RT】恐怖政治
nwsolitaire-event-CI = 【CI】文化的象徴
nwsolitaire-event-NB = 【NB】海戦
nwsolitaire-event-CON = 【CON】コンコルダート
nwsolitaire-event-EXC = 【EXC】破門
nwsolitaire-event-IRF = 【IRF】宗教政策の影響
nwsolitaire-event-CRA = 【CRA】王党派の蜂起
nwsolitaire-event-EM = 【ÉM】亡命貴族
nwsolitaire-event-JOT = 【JOT】ジョセフィーヌの周遊
nwsolitaire-event-CS = 【CS】大陸封鎖令
nwsolitaire-event-SCR = 【SCR】条約破棄
nwsolitaire-event-DIV = 【DIV】離婚と政略結婚
nwsolitaire-event-DO = 【DO】残された政略結婚
nwsolitaire-event-EOTJ = 【EOTJ】ユダヤ人解放
nwsolitaire-event-HUN = 【HUN】百日天下

nwsolitaire-scroll-russian_nobility = ロシアの貴族制度
nwsolitaire-scroll-peace_of_basel = バーゼルの和約
nwsolitaire-scroll-tilsit = ティルジット条約

nwsolitaire-religion-atheism = 無神論
nwsolitaire-religion-deism = 理神論
nwsolitaire-religion-concordat = コンコルダート
nwsolitaire-religion-catholic = カトリック
nwsolitaire-religion-usurper = 簒奪者!

nwsolitaire-history-valmy = ヴァルミーの戦い
nwsolitaire-history-vendemiaire = ヴァンデミエールの反乱
nwsolitaire-history-campo_formio = カンポ・フォルミオ条約
nwsolitaire-history-brumaire = ブリュメールのクーデター
nwsolitaire-history-coronation = 戴冠への道
nwsolitaire-history-third_coalition = 第三次対仏大同盟
nwsolitaire-history-tilsit = ティルジット条約

nwsolitaire-result-french_pursuit = フランス軍追撃
nwsolitaire-result-french_major = フランス軍大勝利
nwsolitaire-result-french_victory = フランス軍勝利、対仏同盟軍退却
nwsolitaire-result-french_narrow = フランス軍辛勝
nwsolitaire-result-cavalry_charge = 騎兵突撃後に再戦闘
nwsolitaire-result-coalition_narrow = 対仏同盟軍辛勝
nwsolitaire-result-coalition_victory = 対仏同盟軍勝利、フランス軍退却
nwsolitaire-result-coalition_major = 対仏同盟軍大勝利
nwsolitaire-result-coalition_pursuit = 対仏同盟軍追撃

nwsolitaire-unit-massena = マッセナ
nwsolitaire-unit-davout = ダヴー
nwsolitaire-unit-lannes = ランヌ
nwsolitaire-unit-ney = ネイ
nwsolitaire-unit-soult = スールト
nwsolitaire-unit-moreau = モロー
nwsolitaire-unit-augereau = オージュロー
nwsolitaire-unit-bernadotte = ベルナドット
nwsolitaire-unit-jourdan = ジュールダン
nwsolitaire-unit-hoche = オッシュ
nwsolitaire-unit-macdonald = マクドナル
nwsolitaire-unit-eugene = ウジェーヌ
nwsolitaire-unit-suchet = スーシェ
nwsolitaire-unit-berthier = ベルティエ
nwsolitaire-unit-victor = ヴィクトール
nwsolitaire-unit-marmont = マルモン
nwsolitaire-unit-pichegru = ピシュグリュ
nwsolitaire-unit-dupont = デュポン
nwsolitaire-unit-junot = ジュノー
nwsolitaire-unit-lefebvre = ルフェーヴル
nwsolitaire-unit-mortier = モルティエ
nwsolitaire-unit-oudinot = ウディノ
nwsolitaire-unit-vandamme = ヴァンダム
nwsolitaire-unit-murat = ミュラ
nwsolitaire-unit-bessieres = ベシェール
nwsolitaire-unit-grouchy = グルーシー
nwsolitaire-unit-kellermann = ケレルマン
nwsolitaire-unit-nansouty = ナンスティ
nwsolitaire-unit-poniatowski = ポニャトフスキ
nwsolitaire-unit-naples = ナポリ軍（ミュラ）
nwsolitaire-unit-bavaria = バヴァリア軍
nwsolitaire-unit-wellington = ウェリントン
nwsolitaire-unit-moore = ムーア
nwsolitaire-unit-abercromby = アバークロンビー
nwsolitaire-unit-uxbridge = アクスブリッジ
nwsolitaire-unit-blucher = ブリュッヘル
nwsolitaire-unit-brunswick = ブラウンシュヴァイク
nwsolitaire-unit-kleist = クライスト
nwsolitaire-unit-yorck = ヨルク
nwsolitaire-unit-charles = カール大公
nwsolitaire-unit-schwarzenberg = シュヴァルツェンベルク
nwsolitaire-unit-radetzky = ラデツキー
nwsolitaire-unit-bellegarde = ベルガルド
nwsolitaire-unit-barclay = バルクライ
nwsolitaire-unit-kutuzov = クトゥーゾフ
nwsolitaire-unit-platov = プラトフ
nwsolitaire-unit-bagration = バグラチオン
nwsolitaire-unit-bennigsen = ベニグセン
nwsolitaire-unit-wittgenstein = ヴィトゲンシュタイン
nwsolitaire-unit-blake = ブレイク
nwsolitaire-unit-palafox = パラフォックス
nwsolitaire-unit-sweden = スウェーデン軍（ベルナドット軍団）
nwsolitaire-unit-royalists = 王党派
nwsolitaire-unit-emigres_conde = 亡命貴族（コンデ）
nwsolitaire-unit-emigres_vendee = 亡命貴族（ヴァンデ）
nwsolitaire-unit-guards1 = 近衛兵（諸公国軍）
nwsolitaire-unit-guards2 = 近衛兵（諸公国軍・2）
nwsolitaire-unit-grenadiers1 = 擲弾兵（諸公国軍）
nwsolitaire-unit-grenadiers2 = 擲弾兵（諸公国軍・2）
nwsolitaire-unit-grenadiers3 = 擲弾兵（諸公国軍・3）
nwsolitaire-unit-fusiliers1 = フュージリア（諸公国軍）
nwsolitaire-unit-fusiliers2 = フュージリア（諸公国軍・2）
nwsolitaire-unit-fusiliers3 = フュージリア（諸公国軍・3）
nwsolitaire-unit-musketeers1 = 銃士（諸公国軍）
nwsolitaire-unit-musketeers2 = 銃士（諸公国軍・2）
nwsolitaire-unit-jagers1 = 猟兵（諸公国軍）
nwsolitaire-unit-jagers2 = 猟兵（諸公国軍・2）
nwsolitaire-unit-hussars1 = 軽騎兵（諸公国軍）
nwsolitaire-unit-hussars2 = 軽騎兵（諸公国軍・2）
nwsolitaire-unit-uhlans = 槍騎兵（諸公国軍）
nwsolitaire-unit-guard = 皇帝近衛隊

nwsolitaire-chit-no_war1 = 戦争起こらず!!
nwsolitaire-chit-no_war2 = 戦争起こらず!!
nwsolitaire-chit-no_war3 = 戦争起こらず!!
nwsolitaire-chit-no_war4 = 戦争起こらず!!
nwsolitaire-chit-no_war5 = 戦争起こらず!!
nwsolitaire-chit-no_war6 = 戦争起こらず!!
nwsolitaire-chit-san_ildefonso = サン・イルデフォンソ条約
nwsolitaire-chit-coronation = 戴冠式
nwsolitaire-chit-spanish_ulcer = スペインの潰瘍
nwsolitaire-chit-duchy_warsaw = ワルシャワ公国
nwsolitaire-chit-trafalgar = トラファルガー海戦
nwsolitaire-chit-napo_v = ナポV
nwsolitaire-chit-war_egypt = エジプトの小戦争
nwsolitaire-chit-war_cape = 喜望峰の小戦争
nwsolitaire-chit-war_ireland = アイルランドの小戦争
nwsolitaire-chit-war_haiti = ハイチの小戦争
nwsolitaire-chit-war_mysore = マイソールの小戦争
nwsolitaire-chit-war_finland = フィンランドの小戦争
nwsolitaire-chit-war_caucasus = コーカサスの小戦争
nwsolitaire-chit-war_balkans = バルカン半島の小戦争
nwsolitaire-chit-war_corfu = コルフの小戦争
nwsolitaire-chit-war_switzerland = スイスの小戦争
nwsolitaire-chit-war_malta = マルタの小戦争
nwsolitaire-chit-war_denmark = デンマークの小戦争
nwsolitaire-chit-war_senegal = セネガルの小戦争
nwsolitaire-chit-war_america = アメリカの小戦争
nwsolitaire-chit-sat_plus1 = 従属国（+1）
nwsolitaire-chit-sat_minus1a = 従属国（-1）
nwsolitaire-chit-sat_minus1b = 従属国（-1）
nwsolitaire-chit-sat_minus2a = 従属国（-2）
nwsolitaire-chit-sat_minus2b = 従属国（-2）
nwsolitaire-chit-sat_minus3a = 従属国（-3）
nwsolitaire-chit-sat_minus3b = 従属国（-3）
nwsolitaire-chit-sat_xa = 従属国（X）
nwsolitaire-chit-sat_xb = 従属国（X）

## ルールの項目
nwsolitaire-help-overview = あなたは対仏同盟を受け持ち、フランス、ナポレオン、イベントはルールが動かす。最終ターンが終わるまでに皇帝退位レベルを16にすれば勝利。ターン終了時にBut国を含む3国を支配する（+1）、戦略的小戦争や海戦に勝つ。支配国が足りず、フランス軍を1個も壊滅させられなかったターンはレベルが1下がる。
    .title = 勝利の条件
nwsolitaire-help-turn = 各ターン：Aイベント（歳入、予算、But国、歴史的事件、イベント・チット）、Bフランスの外交、C対外交、D大陸軍、E対仏同盟軍とナポレオン、F任意の順の戦闘、G降伏判定と文化的象徴、H皇帝退位とターン終了処理、I偶発的事件、J次のターン。
    .title = ターンの流れ
nwsolitaire-help-readings = ルールブックが不明確な箇所はルール一覧の解釈に従う：制海権がなければ修整なし（A-2）、敗れた経済戦争の金貨は裏返す（A-3）、魅力外交は敗北を表にする（A-4）、最終値20はフランス軍全滅（A-13）、騎兵突撃の結果が出た戦闘は革命熱を変えない（A-14）。プレイヤー補助カードの内容は再構成したもので、一覧はDATA.mdにある。
    .title = 解釈と再構成

## 騎兵のリアクション(9.1)
nwsolitaire-option-cavalry = 騎兵のリアクション（9.1）
nwsolitaire-option-cavalry-off = 使わない
nwsolitaire-option-cavalry-on = 使う：騎兵が他国の戦闘に駆けつける
nwsolitaire-ask-reaction = 対仏同盟は騎兵を戦闘に送れる
nwsolitaire-prompt-reaction = { $country }で戦闘が始まる。対仏同盟軍の騎兵を送るか?各騎兵は1d6で【1-5】なら成功。
nwsolitaire-action-react = { $origin }の{ $unit }を送る
nwsolitaire-action-reaction-done = これ以上騎兵を送らない
nwsolitaire-log-reaction = { $unit }が{ $origin }から{ $country }へリアクション（合計{ $total }）：{ $won ->
        [1] 到着。
       *[0] 留まる。
    }
nwsolitaire-log-overrun = { $country }から退却するスタックは騎兵に追いつかれ、壊滅する。
nwsolitaire-log-control-none = 対仏同盟が支配する国はない。

## 各コンポーネントの値の出典
nwsolitaire-source-rulebook = ルールブック§{ $section }
nwsolitaire-source-rulebook-partly = ルールブック§{ $section }、残りは再構成（DATA.md）
nwsolitaire-source-example = ルールブックの例§{ $section }
nwsolitaire-source-example-partly = ルールブックの例§{ $section }、残りは再構成（DATA.md）
nwsolitaire-source-ours = 再構成（DATA.md）
nwsolitaire-arm-inf = 歩兵
nwsolitaire-arm-cav = 騎兵
nwsolitaire-war-kind-russian = ロシアの戦争
nwsolitaire-war-kind-economic = 経済戦争
nwsolitaire-war-kind-strategic = 戦略的小戦争
nwsolitaire-prov-unit = ユニット：{ $unit }
nwsolitaire-prov-unit-value = { $sp } SP、{ $arm }
nwsolitaire-prov-box = ブラウン・ボックス：{ $box }
nwsolitaire-prov-box-value = { $kind }、困難度{ $difficulty }{ $anchor ->
        [1] 、錨あり
       *[0] {""}
    }{ $gold ->
        [1] 、£1金貨マーカー
       *[0] {""}
    }
nwsolitaire-prov-turn = 第{ $turn }ターン
nwsolitaire-prov-turn-value = { $years }年、But国{ $but }、イベント・チット{ $chits }枚
nwsolitaire-prov-invasion = フランス侵攻表、{ $row }の行
nwsolitaire-prov-invasion-value = { $first }（{ $n1 }）、{ $second }（{ $n2 }）、{ $third }（{ $n3 }）
nwsolitaire-prov-napoleon = ナポレオン表、{ $row }の行
nwsolitaire-prov-napoleon-value = { $country }（N+{ $n }）
nwsolitaire-prov-napoleon-surprise = 戦略的奇襲
nwsolitaire-prov-li = 軽歩兵表、革命熱{ $low }以上
nwsolitaire-prov-li-value = { $fd }以下FD、{ $fa }以下FA、それより上はNA
nwsolitaire-prov-crt = 戦闘結果表：{ $result }
nwsolitaire-prov-crt-value = { $high }以下
nwsolitaire-prov-chit = チット：{ $chit }
nwsolitaire-prov-satellite-value = 軽歩兵表の修整{ $li }
nwsolitaire-prov-satellite-x = X：軽歩兵表を使わず自動的にNA
nwsolitaire-prov-diplomat = 外交官：{ $diplomat }
nwsolitaire-prov-diplomat-value = { $n }

## 盤面 (images/nwsolitaire)

nwsolitaire-board-title = ナポレオン戦争·第{ $turn }ターン（{ $years }）
nwsolitaire-board-turn-short = 第{ $turn }ターン（{ $years }）
nwsolitaire-board-chits = イベント・チット{ $n }枚
nwsolitaire-board-tracks = トラック
nwsolitaire-board-turn-box = { $turn } · { $chits }
nwsolitaire-board-unit = { $unit }{ $sp }
nwsolitaire-board-sp = フランス{ $french } SP ·対仏同盟{ $coalition } SP
nwsolitaire-board-sp-hidden = フランス裏向き{ $n }個 ·対仏同盟{ $coalition } SP
nwsolitaire-board-face-down = フランス？
nwsolitaire-board-fervour = 革命熱{ $n }
nwsolitaire-board-fervours = 革命熱：
nwsolitaire-board-fervour-of = { $country }{ $n }
nwsolitaire-board-but = But国
nwsolitaire-board-napoleon = ナポ{ $unit }
nwsolitaire-board-josephine = ジョセフィーヌ
nwsolitaire-board-terror = テロ
nwsolitaire-board-paris = パリ
nwsolitaire-board-pope = ローマ教皇
nwsolitaire-board-fra-diavolo = フラ・ディアボロ
nwsolitaire-board-ulcer = スペインの潰瘍
nwsolitaire-board-warsaw = ワルシャワ公国
nwsolitaire-board-ildefonso = サン・イルデフォンソ条約
nwsolitaire-board-satellite = 従属国{ $value }
nwsolitaire-board-war-won = 勝利
nwsolitaire-board-war-lost = 敗北
nwsolitaire-board-gold = £1
nwsolitaire-board-russian-war = ロシアの戦争
nwsolitaire-board-russian-wars = ロシアの戦争ボックス
nwsolitaire-board-ottoman = オスマン軍
nwsolitaire-board-difficulty = { $anchor ->
    [yes] { $n }+ ⚓
   *[no] { $n }+
}
nwsolitaire-board-powers = ステータス・ボックス
nwsolitaire-board-power = { $power }：{ $standing }
nwsolitaire-board-standing-coalition = 対仏同盟
nwsolitaire-board-standing-neutral = 中立
nwsolitaire-board-standing-surrendered = 降伏
nwsolitaire-board-standing-pro_french = 親仏
nwsolitaire-board-marriage = 政略結婚
nwsolitaire-board-marriages = 政略結婚{ $n }回
nwsolitaire-board-london = ロンドン
nwsolitaire-board-london-four = £4
nwsolitaire-board-hotel = ホテル
nwsolitaire-board-bedroom = ナポレオンの寝室
nwsolitaire-board-high-seas = 高海
nwsolitaire-board-british-navy = イギリス海軍
nwsolitaire-board-british-navy-flipped = イギリス海軍（裏）
nwsolitaire-board-nelson = ネルソン
nwsolitaire-board-french-navy = フランス海軍
nwsolitaire-board-continental = 大陸封鎖令
nwsolitaire-board-policies = 宗教政策・ユダヤ人・ナポレオン
nwsolitaire-board-religion = 宗教政策：{ $religion }
nwsolitaire-board-ghetto = ゲットー制
nwsolitaire-board-emancipation = ユダヤ人解放
nwsolitaire-board-hundred-days = 百日天下
nwsolitaire-board-busy = ナポレオン多忙
nwsolitaire-board-guard-at = 皇帝近衛隊：{ $at }
nwsolitaire-board-place-storage = 保管中
nwsolitaire-board-place-removed = 除去
nwsolitaire-board-coalition-pool = 対仏同盟戦力プール
nwsolitaire-board-neutral-pool = 中立国戦力プール
nwsolitaire-board-delayed = ディレイ（ターン記録トラック）
nwsolitaire-board-casualty = 損害ボックス
nwsolitaire-board-royalist-box = 王党派/亡命貴族ボックス
nwsolitaire-board-cups = カップ
nwsolitaire-board-cup = { $cup }{ $n }
nwsolitaire-board-cupname-events = イベント・チット
nwsolitaire-board-cupname-french = フランス軍
nwsolitaire-board-cupname-minor = 諸公国軍
nwsolitaire-board-cupname-satellites = 従属国
nwsolitaire-board-cupname-icons = 文化的象徴
nwsolitaire-board-last-chits = 最近のチット：{ $chits }
nwsolitaire-board-money = 国庫£{ $treasury } ·小戦争資金£{ $fund } ·海軍予算£{ $naval }
nwsolitaire-board-turns = ターン（イベント・チット数）とBut国
nwsolitaire-board-abdication = 皇帝退位レベル
