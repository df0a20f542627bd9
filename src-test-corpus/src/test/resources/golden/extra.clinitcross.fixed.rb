main entry

proc corpus.extra.clinitcross.fixed.Main$Alpha.<clinit> {
  s0: read corpus.extra.clinitcross.fixed.Main$Beta.base // at corpus.extra.clinitcross.fixed.Main$Alpha.<clinit>(Main.java:16)
  s2: write corpus.extra.clinitcross.fixed.Main$Alpha.base // at corpus.extra.clinitcross.fixed.Main$Alpha.<clinit>(Main.java:16)
}

proc corpus.extra.clinitcross.fixed.Main$Beta.<clinit> {
  s2: write corpus.extra.clinitcross.fixed.Main$Beta.base // at corpus.extra.clinitcross.fixed.Main$Beta.<clinit>(Main.java:20)
}

proc corpus.extra.clinitcross.fixed.Main.lambda$main$0 {
  s0: read java.lang.System.out          // at corpus.extra.clinitcross.fixed.Main.lambda$main$0(Main.java:24)
  s1: read corpus.extra.clinitcross.fixed.Main$Alpha.base // at corpus.extra.clinitcross.fixed.Main.lambda$main$0(Main.java:24)
}

proc corpus.extra.clinitcross.fixed.Main.lambda$main$1 {
  s0: read java.lang.System.out          // at corpus.extra.clinitcross.fixed.Main.lambda$main$1(Main.java:25)
  s1: read corpus.extra.clinitcross.fixed.Main$Beta.base // at corpus.extra.clinitcross.fixed.Main.lambda$main$1(Main.java:25)
}

proc corpus.extra.clinitcross.fixed.Main.main {
  s9: fork corpus.extra.clinitcross.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:24 // at corpus.extra.clinitcross.fixed.Main.main(Main.java:26)
  s10: fork corpus.extra.clinitcross.fixed.Main.lambda$main$1 java.lang.Thread@Main.java:25 // at corpus.extra.clinitcross.fixed.Main.main(Main.java:27)
  s11: join java.lang.Thread@Main.java:24 // at corpus.extra.clinitcross.fixed.Main.main(Main.java:28)
  s12: join java.lang.Thread@Main.java:25 // at corpus.extra.clinitcross.fixed.Main.main(Main.java:29)
}

proc entry {
  init0: call corpus.extra.clinitcross.fixed.Main$Alpha.<clinit> // at corpus.extra.clinitcross.fixed.Main.main(Main.java:24)
  init1: call corpus.extra.clinitcross.fixed.Main$Beta.<clinit> // at corpus.extra.clinitcross.fixed.Main.main(Main.java:24)
  main: call corpus.extra.clinitcross.fixed.Main.main // at corpus.extra.clinitcross.fixed.Main.main(Main.java:24)
}
