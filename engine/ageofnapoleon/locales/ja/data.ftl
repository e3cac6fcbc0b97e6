# エイジ・オブ・ナポレオン：国、名前のわかっているカード、値の出典。

ageofnapoleon-country-france = フランス
ageofnapoleon-country-britain = イギリス
ageofnapoleon-country-oesterreich = オーストリア
ageofnapoleon-country-preussen = プロイセン
ageofnapoleon-country-russia = ロシア
ageofnapoleon-country-spain = スペイン
ageofnapoleon-country-bayern = バイエルン
ageofnapoleon-country-danmark = デンマーク
ageofnapoleon-country-italia = イタリア
ageofnapoleon-country-hannover = ハノーファー
ageofnapoleon-country-schweiz = スイス
ageofnapoleon-country-chiesa = 教皇領
ageofnapoleon-country-napoli = ナポリ
ageofnapoleon-country-portugal = ポルトガル
ageofnapoleon-country-pommern = ポンメルン
ageofnapoleon-country-sverige = スウェーデン
ageofnapoleon-country-westfalen = ヴェストファーレン
ageofnapoleon-country-holland = オランダ
ageofnapoleon-country-wuerttemberg = ヴュルテンベルク
ageofnapoleon-country-dalmatien = ダルマチア
ageofnapoleon-country-tirol = ティロール
ageofnapoleon-country-polen = ポーランド
ageofnapoleon-country-sachsen = ザクセン

ageofnapoleon-card-forced_march = 強行軍
ageofnapoleon-card-mud = 泥濘
ageofnapoleon-card-depot = 補給集積所
ageofnapoleon-card-scorched_earth = 焦土作戦
ageofnapoleon-card-veteran = ベテラン
ageofnapoleon-card-english_gold = イギリスの金
ageofnapoleon-card-insurrection = 反乱

ageofnapoleon-cardphase-diplomacy = 外：外交
ageofnapoleon-cardphase-insurrection = 反：反乱
ageofnapoleon-cardphase-reinforcement = 増：増援
ageofnapoleon-cardphase-movement = 移：キャンペーンの移動
ageofnapoleon-cardphase-battle = 戦：戦闘
ageofnapoleon-cardphase-attrition = 損：損耗

ageofnapoleon-source-aid = プレイエイド「{ $section }」
ageofnapoleon-source-public = 公開ルール { $section }
ageofnapoleon-source-errata = デザイナーのエラッタとQ&A { $section }
ageofnapoleon-source-limits-meaning = 再構成：エイドは二つの制限の数値だけを載せ、何を数えるかを書いていない
ageofnapoleon-source-veteran-phase = 再構成：ベテランは失った軍団を戻すカードなので増援フェイズに置く
ageofnapoleon-source-insurrection-phase = 再構成：カード名のとおりのフェイズに置く
ageofnapoleon-source-scenario-fragments = 再構成：1809年の初期配置は公開された写しでは断片しか読めない
ageofnapoleon-source-scenario-unread = 再構成：1813年の初期配置は読めた公開の写しにない
