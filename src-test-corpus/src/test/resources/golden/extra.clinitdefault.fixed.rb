main entry

proc corpus.extra.clinitdefault.fixed.Main$Registry.<clinit> {
  s1: call corpus.extra.clinitdefault.fixed.Main$Square.<init>[corpus.extra.clinitdefault.fixed.Main$Square@Main.java:30] // at corpus.extra.clinitdefault.fixed.Main$Registry.<clinit>(Main.java:30)
  s2: write corpus.extra.clinitdefault.fixed.Main$Registry.FIRST // at corpus.extra.clinitdefault.fixed.Main$Registry.<clinit>(Main.java:30)
}

proc corpus.extra.clinitdefault.fixed.Main$Square.<init>[corpus.extra.clinitdefault.fixed.Main$Square@Main.java:30] {
}

proc corpus.extra.clinitdefault.fixed.Main$Square.sides[corpus.extra.clinitdefault.fixed.Main$Square@Main.java:38,corpus.extra.clinitdefault.fixed.Main.main:38#9] {
}

proc corpus.extra.clinitdefault.fixed.Main.lambda$main$0[corpus.extra.clinitdefault.fixed.Main.main:38#9] {
  s0: read java.lang.System.out          // at corpus.extra.clinitdefault.fixed.Main.lambda$main$0(Main.java:38)
  s2: call corpus.extra.clinitdefault.fixed.Main$Square.<init>[corpus.extra.clinitdefault.fixed.Main$Square@Main.java:30] // at corpus.extra.clinitdefault.fixed.Main.lambda$main$0(Main.java:38)
  s3: call corpus.extra.clinitdefault.fixed.Main$Square.sides[corpus.extra.clinitdefault.fixed.Main$Square@Main.java:38,corpus.extra.clinitdefault.fixed.Main.main:38#9] // at corpus.extra.clinitdefault.fixed.Main.lambda$main$0(Main.java:38)
}

proc corpus.extra.clinitdefault.fixed.Main.lambda$main$1 {
  s0: read java.lang.System.out          // at corpus.extra.clinitdefault.fixed.Main.lambda$main$1(Main.java:39)
  s1: read corpus.extra.clinitdefault.fixed.Main$Registry.FIRST // at corpus.extra.clinitdefault.fixed.Main.lambda$main$1(Main.java:39)
}

proc corpus.extra.clinitdefault.fixed.Main.main {
  s9: fork corpus.extra.clinitdefault.fixed.Main.lambda$main$0[corpus.extra.clinitdefault.fixed.Main.main:38#9] java.lang.Thread@Main.java:38 // at corpus.extra.clinitdefault.fixed.Main.main(Main.java:40)
  s10: fork corpus.extra.clinitdefault.fixed.Main.lambda$main$1 java.lang.Thread@Main.java:39 // at corpus.extra.clinitdefault.fixed.Main.main(Main.java:41)
  s11: join java.lang.Thread@Main.java:38 // at corpus.extra.clinitdefault.fixed.Main.main(Main.java:42)
  s12: join java.lang.Thread@Main.java:39 // at corpus.extra.clinitdefault.fixed.Main.main(Main.java:43)
}

proc entry {
  init0: call corpus.extra.clinitdefault.fixed.Main$Registry.<clinit> // at corpus.extra.clinitdefault.fixed.Main.main(Main.java:38)
  main: call corpus.extra.clinitdefault.fixed.Main.main // at corpus.extra.clinitdefault.fixed.Main.main(Main.java:38)
}
