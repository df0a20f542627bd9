main corpus.jada.deadlocktwo.Main.main

proc corpus.jada.deadlocktwo.Main.lambda$main$0[corpus.jada.deadlocktwo.Main.main:20#13] {
  s3: acquire java.lang.Object@Main.java:19 // at corpus.jada.deadlocktwo.Main.lambda$main$0(Main.java:21)
  s5: acquire java.lang.Object@Main.java:18 // at corpus.jada.deadlocktwo.Main.lambda$main$0(Main.java:22)
  s6: read corpus.jada.deadlocktwo.Main.shared // at corpus.jada.deadlocktwo.Main.lambda$main$0(Main.java:23)
  s8: write corpus.jada.deadlocktwo.Main.shared // at corpus.jada.deadlocktwo.Main.lambda$main$0(Main.java:23)
  s9: release java.lang.Object@Main.java:18 // at corpus.jada.deadlocktwo.Main.lambda$main$0(Main.java:24)
  s19: release java.lang.Object@Main.java:19 // at corpus.jada.deadlocktwo.Main.lambda$main$0(Main.java:25)
}

proc corpus.jada.deadlocktwo.Main.main {
  s0: goto s12e3                         // at corpus.jada.deadlocktwo.Main.main(Main.java:18)
  s29e1: release java.lang.Object@Main.java:18 // at corpus.jada.deadlocktwo.Main.main(Main.java:32)
  s29e1_1: goto exit                     // at corpus.jada.deadlocktwo.Main.main(Main.java:32)
  s12e3: acquire java.lang.Object@Main.java:18 // at corpus.jada.deadlocktwo.Main.main(Main.java:27)
  s13e3: fork corpus.jada.deadlocktwo.Main.lambda$main$0[corpus.jada.deadlocktwo.Main.main:20#13] java.lang.Thread@Main.java:20 // at corpus.jada.deadlocktwo.Main.main(Main.java:28)
  s15e3: acquire java.lang.Object@Main.java:19 // at corpus.jada.deadlocktwo.Main.main(Main.java:29)
  s16e3: read corpus.jada.deadlocktwo.Main.shared // at corpus.jada.deadlocktwo.Main.main(Main.java:30)
  s18e3: write corpus.jada.deadlocktwo.Main.shared // at corpus.jada.deadlocktwo.Main.main(Main.java:30)
  s19e3: release java.lang.Object@Main.java:19 // at corpus.jada.deadlocktwo.Main.main(Main.java:31)
  s19e3_1: goto s29e1                    // at corpus.jada.deadlocktwo.Main.main(Main.java:31)
}
