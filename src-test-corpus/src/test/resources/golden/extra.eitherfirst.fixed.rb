main corpus.extra.eitherfirst.fixed.Main.main
counter java.lang.Thread@Main.java:19.any cap 1 init 0
counter java.util.concurrent.CompletableFuture@Main.java:18.done cap 1 init 0

proc corpus.extra.eitherfirst.fixed.Main.lambda$main$0[corpus.extra.eitherfirst.fixed.Main.main:19#9] {
}

proc corpus.extra.eitherfirst.fixed.Main.lambda$main$1[corpus.extra.eitherfirst.fixed.Main.main:20#15] {
  s2: tryup java.util.concurrent.CompletableFuture@Main.java:18.done 1 else s2_1 // at corpus.extra.eitherfirst.fixed.Main.lambda$main$1(Main.java:21)
  s2_1: skip                             // at corpus.extra.eitherfirst.fixed.Main.lambda$main$1(Main.java:21)
  s2_2: tryup java.lang.Thread@Main.java:19.any 1 else s2_3 // at corpus.extra.eitherfirst.fixed.Main.lambda$main$1(Main.java:21)
  s2_3: skip                             // at corpus.extra.eitherfirst.fixed.Main.lambda$main$1(Main.java:21)
  s3: read java.lang.System.out          // at corpus.extra.eitherfirst.fixed.Main.lambda$main$1(Main.java:22)
  s4: join java.lang.Thread@Main.java:19 // at corpus.extra.eitherfirst.fixed.Main.lambda$main$1(Main.java:22)
}

proc corpus.extra.eitherfirst.fixed.Main.main {
  s9: fork thread:java.lang.Thread@Main.java:19 java.lang.Thread@Main.java:19 // at corpus.extra.eitherfirst.fixed.Main.main(Main.java:19)
  s15: fork corpus.extra.eitherfirst.fixed.Main.lambda$main$1[corpus.extra.eitherfirst.fixed.Main.main:20#15] java.lang.Thread@Main.java:20 // at corpus.extra.eitherfirst.fixed.Main.main(Main.java:24)
  s16: join java.lang.Thread@Main.java:20 // at corpus.extra.eitherfirst.fixed.Main.main(Main.java:25)
}

proc thread:java.lang.Thread@Main.java:19 {
  t0: until java.lang.Thread@Main.java:19.any >= 1 // at corpus.extra.eitherfirst.fixed.Main.main(Main.java:19)
  c0: call corpus.extra.eitherfirst.fixed.Main.lambda$main$0[corpus.extra.eitherfirst.fixed.Main.main:19#9] // at corpus.extra.eitherfirst.fixed.Main.main(Main.java:19)
}
