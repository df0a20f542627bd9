main corpus.extra.eitherfirst.Main.main
counter java.lang.Thread@Main.java:22.any cap 1 init 0
counter java.util.concurrent.CompletableFuture@Main.java:21.done cap 1 init 0

proc corpus.extra.eitherfirst.Main.lambda$main$0[corpus.extra.eitherfirst.Main.main:22#9] {
}

proc corpus.extra.eitherfirst.Main.lambda$main$1[corpus.extra.eitherfirst.Main.main:23#15] {
  s2: read java.lang.System.out          // at corpus.extra.eitherfirst.Main.lambda$main$1(Main.java:24)
  s3: join java.lang.Thread@Main.java:22 // at corpus.extra.eitherfirst.Main.lambda$main$1(Main.java:24)
  s7: tryup java.util.concurrent.CompletableFuture@Main.java:21.done 1 else s7_1 // at corpus.extra.eitherfirst.Main.lambda$main$1(Main.java:25)
  s7_1: skip                             // at corpus.extra.eitherfirst.Main.lambda$main$1(Main.java:25)
  s7_2: tryup java.lang.Thread@Main.java:22.any 1 else s7_3 // at corpus.extra.eitherfirst.Main.lambda$main$1(Main.java:25)
  s7_3: skip                             // at corpus.extra.eitherfirst.Main.lambda$main$1(Main.java:25)
}

proc corpus.extra.eitherfirst.Main.main {
  s9: fork thread:java.lang.Thread@Main.java:22 java.lang.Thread@Main.java:22 // at corpus.extra.eitherfirst.Main.main(Main.java:22)
  s15: fork corpus.extra.eitherfirst.Main.lambda$main$1[corpus.extra.eitherfirst.Main.main:23#15] java.lang.Thread@Main.java:23 // at corpus.extra.eitherfirst.Main.main(Main.java:27)
  s16: join java.lang.Thread@Main.java:23 // at corpus.extra.eitherfirst.Main.main(Main.java:28)
}

proc thread:java.lang.Thread@Main.java:22 {
  t0: until java.lang.Thread@Main.java:22.any >= 1 // at corpus.extra.eitherfirst.Main.main(Main.java:22)
  c0: call corpus.extra.eitherfirst.Main.lambda$main$0[corpus.extra.eitherfirst.Main.main:22#9] // at corpus.extra.eitherfirst.Main.main(Main.java:22)
}
