main entry

proc corpus.extra.clinitsubclass.fixed.Main$Circle.<init>[corpus.extra.clinitsubclass.fixed.Main$Circle@Main.java:23] {
  s1: call corpus.extra.clinitsubclass.fixed.Main$Shape.<init>[corpus.extra.clinitsubclass.fixed.Main$Circle@Main.java:23] // at corpus.extra.clinitsubclass.fixed.Main$Circle.<init>(Main.java:19)
}

proc corpus.extra.clinitsubclass.fixed.Main$Shape.<clinit> {
  s2: write corpus.extra.clinitsubclass.fixed.Main$Shape.made // at corpus.extra.clinitsubclass.fixed.Main$Shape.<clinit>(Main.java:16)
}

proc corpus.extra.clinitsubclass.fixed.Main$Shape.<init>[corpus.extra.clinitsubclass.fixed.Main$Circle@Main.java:23] {
}

proc corpus.extra.clinitsubclass.fixed.Main$Shapes.<clinit> {
  s1: call corpus.extra.clinitsubclass.fixed.Main$Circle.<init>[corpus.extra.clinitsubclass.fixed.Main$Circle@Main.java:23] // at corpus.extra.clinitsubclass.fixed.Main$Shapes.<clinit>(Main.java:23)
  s2: write corpus.extra.clinitsubclass.fixed.Main$Shapes.UNIT // at corpus.extra.clinitsubclass.fixed.Main$Shapes.<clinit>(Main.java:23)
}

proc corpus.extra.clinitsubclass.fixed.Main.lambda$main$0 {
  s0: read java.lang.System.out          // at corpus.extra.clinitsubclass.fixed.Main.lambda$main$0(Main.java:27)
  s1: read corpus.extra.clinitsubclass.fixed.Main$Shapes.UNIT // at corpus.extra.clinitsubclass.fixed.Main.lambda$main$0(Main.java:27)
}

proc corpus.extra.clinitsubclass.fixed.Main.lambda$main$1[corpus.extra.clinitsubclass.fixed.Main.main:28#10] {
  s0: read java.lang.System.out          // at corpus.extra.clinitsubclass.fixed.Main.lambda$main$1(Main.java:28)
  s2: call corpus.extra.clinitsubclass.fixed.Main$Circle.<init>[corpus.extra.clinitsubclass.fixed.Main$Circle@Main.java:23] // at corpus.extra.clinitsubclass.fixed.Main.lambda$main$1(Main.java:28)
}

proc corpus.extra.clinitsubclass.fixed.Main.main {
  s9: fork corpus.extra.clinitsubclass.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:27 // at corpus.extra.clinitsubclass.fixed.Main.main(Main.java:29)
  s10: fork corpus.extra.clinitsubclass.fixed.Main.lambda$main$1[corpus.extra.clinitsubclass.fixed.Main.main:28#10] java.lang.Thread@Main.java:28 // at corpus.extra.clinitsubclass.fixed.Main.main(Main.java:30)
  s11: join java.lang.Thread@Main.java:27 // at corpus.extra.clinitsubclass.fixed.Main.main(Main.java:31)
  s12: join java.lang.Thread@Main.java:28 // at corpus.extra.clinitsubclass.fixed.Main.main(Main.java:32)
}

proc entry {
  init0: call corpus.extra.clinitsubclass.fixed.Main$Shapes.<clinit> // at corpus.extra.clinitsubclass.fixed.Main.main(Main.java:27)
  init1: call corpus.extra.clinitsubclass.fixed.Main$Shape.<clinit> // at corpus.extra.clinitsubclass.fixed.Main.main(Main.java:27)
  main: call corpus.extra.clinitsubclass.fixed.Main.main // at corpus.extra.clinitsubclass.fixed.Main.main(Main.java:27)
}
