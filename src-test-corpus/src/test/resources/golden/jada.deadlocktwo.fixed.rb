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
  s12: acquire java.lang.Object@Main.java:15 // at corpus.jada.deadlocktwo.fixed.Main.main(Main.java:24)
  s13: fork corpus.jada.deadlocktwo.fixed.Main.lambda$main$0[corpus.jada.deadlocktwo.fixed.Main.main:17#13] java.lang.Thread@Main.java:17 // at corpus.jada.deadlocktwo.fixed.Main.main(Main.java:25)
  s15: acquire java.lang.Object@Main.java:16 // at corpus.jada.deadlocktwo.fixed.Main.main(Main.java:26)
  s16: read corpus.jada.deadlocktwo.fixed.Main.shared // at corpus.jada.deadlocktwo.fixed.Main.main(Main.java:27)
  s18: write corpus.jada.deadlocktwo.fixed.Main.shared // at corpus.jada.deadlocktwo.fixed.Main.main(Main.java:27)
  s19: release java.lang.Object@Main.java:16 // at corpus.jada.deadlocktwo.fixed.Main.main(Main.java:28)
  s29: release java.lang.Object@Main.java:15 // at corpus.jada.deadlocktwo.fixed.Main.main(Main.java:29)
}
