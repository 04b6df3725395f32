MESSAGES = {
    "rules.option.aka_shape": {
        "en": "rules option aka_dora={value}: must be red fives per suit, as (suit, count) pairs "
              "(('m', 1), ('p', 1), ('s', 1)) or a dict {{'m': 1, 'p': 1, 's': 1}}",
        "ja": "ルールオプション aka_dora={value}：スートごとの赤五の枚数を (スート, 枚数) の組 "
              "(('m', 1), ('p', 1), ('s', 1)) か辞書 {{'m': 1, 'p': 1, 's': 1}} で指定してください",
        "zh": "规则选项 aka_dora={value}：须按花色给出赤五数量，写成 (花色, 数量) 对 "
              "(('m', 1), ('p', 1), ('s', 1)) 或字典 {{'m': 1, 'p': 1, 's': 1}}",
    },
    "rules.option.names": {
        "en": "rules option {name}={value}: must be a set of names (str), e.g. "
              "{{'daisangen', 'daisuushii'}}",
        "ja": "ルールオプション {name}={value}：名前（文字列）の集合にしてください（例："
              "{{'daisangen', 'daisuushii'}}）",
        "zh": "规则选项 {name}={value}：须为名称（字符串）的集合，例如 {{'daisangen', 'daisuushii'}}",
    },
}
