main corpus.jada.deadlocktwo.fixed.Main.main

proc corpus.jada.deadlocktwo.fixed.Main.lambda$main$0[corpus.jada.deadlocktwo.fixed.Main.main:17#13] {
  s3: acquire java.lang.Object@Main.java:15 // at corpus.jada.deadlocktwo.fixed.Main.lambda$main$0(Main.java:18)
  s5: acquire java.lang.Object@Main.java:16 // at corpus.jada.deadlocktwo.fixed.Main.lambda$main$0(Main.java:19)
  s6: read corpus.jada.deadlocktwo.fixed.Main.shared // at corpus.jada.deadlocktwo.fixed.Main.lambda$main$0(Main.java:20)
  s8: write corpus.jada.deadlocktwo.fixed.Main.shared // at corpus.jada.deadlocktwo.fixed.Main.lambda$main$0(Main.java:20)
  s9: release java.lang.Object@Main.java:16 // at corpus.jada.deadlocktwo.fixed.Main.lambda$main$0(Main.java:21)
  s19: release java.lang.Object@Main.java:15 // at corpus.jada.deadlocktwo.fixed.Main.lambda$main$0(Main.java:22)
}

proc corpus.jada.deadlocktwo.fixed.Main.main {
  s0: goto s12e3                         // at corpus.jada.deadlocktwo.fixed.Main.main(Main.java:15)
  s29e1: release java.lang.Object@Main.java:15 // at corpus.jada.deadlocktwo.fixed.Main.main(Main.java:29)
  s29e1_1: goto exit                     // at corpus.jada.deadlocktwo.fixed.Main.main(Main.java:29)
  s12e3: acquire java.lang.Object@Main.java:15 // at corpus.jada.deadlocktwo.fixed.Main.main(Main.java:24)
  s13e3: fork corpus.jada.deadlocktwo.fixed.Main.lambda$main$0[corpus.jada.deadlocktwo.fixed.Main.main:17#13] java.lang.Thread@Main.java:17 // at corpus.jada.deadlocktwo.fixed.Main.main(Main.java:25)
  s15e3: acquire java.lang.Object@Main.java:16 // at corpus.jada.deadlocktwo.fixed.Main.main(Main.java:26)
  s16e3: read corpus.jada.deadlocktwo.fixed.Main.shared // at corpus.jada.deadlocktwo.fixed.Main.main(Main.java:27)
  s18e3: write corpus.jada.deadlocktwo.fixed.Main.shared // at corpus.jada.deadlocktwo.fixed.Main.main(Main.java:27)
  s19e3: release java.lang.Object@Main.java:16 // at corpus.jada.deadlocktwo.fixed.Main.main(Main.java:28)
  s19e3_1: goto s29e1                    // at corpus.jada.deadlocktwo.fixed.Main.main(Main.java:28)
}
