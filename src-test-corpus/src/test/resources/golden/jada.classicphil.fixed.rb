main corpus.jada.classicphil.fixed.Main.main

proc corpus.jada.classicphil.fixed.Main$Fork.<init>[corpus.jada.classicphil.fixed.Main$Fork@Main.java:52] {
}

proc corpus.jada.classicphil.fixed.Main$Fork.<init>[corpus.jada.classicphil.fixed.Main$Fork@Main.java:53] {
}

proc corpus.jada.classicphil.fixed.Main$Fork.<init>[corpus.jada.classicphil.fixed.Main$Fork@Main.java:54] {
}

proc corpus.jada.classicphil.fixed.Main$Philosopher.<init>[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:55] {
  s4: write corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:55.left // at corpus.jada.classicphil.fixed.Main$Philosopher.<init>(Main.java:29)
  s5: write corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:55.right // at corpus.jada.classicphil.fixed.Main$Philosopher.<init>(Main.java:30)
}

proc corpus.jada.classicphil.fixed.Main$Philosopher.<init>[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:56] {
  s4: write corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:56.left // at corpus.jada.classicphil.fixed.Main$Philosopher.<init>(Main.java:29)
  s5: write corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:56.right // at corpus.jada.classicphil.fixed.Main$Philosopher.<init>(Main.java:30)
}

proc corpus.jada.classicphil.fixed.Main$Philosopher.<init>[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:57] {
  s4: write corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:57.left // at corpus.jada.classicphil.fixed.Main$Philosopher.<init>(Main.java:29)
  s5: write corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:57.right // at corpus.jada.classicphil.fixed.Main$Philosopher.<init>(Main.java:30)
}

proc corpus.jada.classicphil.fixed.Main$Philosopher.dine[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:55] {
  s2: jump exit s4                       // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:34)
  s4: read corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:55.left // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:37)
  s5: acquire corpus.jada.classicphil.fixed.Main$Fork@Main.java:52 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:37)
  s6: read corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:55.right // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:38)
  s7: acquire corpus.jada.classicphil.fixed.Main$Fork@Main.java:53 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:38)
  s8: read corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:55.eaten // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:39)
  s10: write corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:55.eaten // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:39)
  s11: release corpus.jada.classicphil.fixed.Main$Fork@Main.java:53 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:40)
  s21: release corpus.jada.classicphil.fixed.Main$Fork@Main.java:52 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:41)
  s24: call corpus.jada.classicphil.fixed.Main$Philosopher.dine[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:55] // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:42)
}

proc corpus.jada.classicphil.fixed.Main$Philosopher.dine[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:56] {
  s2: jump exit s4                       // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:34)
  s4: read corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:56.left // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:37)
  s5: acquire corpus.jada.classicphil.fixed.Main$Fork@Main.java:53 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:37)
  s6: read corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:56.right // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:38)
  s7: acquire corpus.jada.classicphil.fixed.Main$Fork@Main.java:54 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:38)
  s8: read corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:56.eaten // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:39)
  s10: write corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:56.eaten // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:39)
  s11: release corpus.jada.classicphil.fixed.Main$Fork@Main.java:54 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:40)
  s21: release corpus.jada.classicphil.fixed.Main$Fork@Main.java:53 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:41)
  s24: call corpus.jada.classicphil.fixed.Main$Philosopher.dine[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:56] // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:42)
}

proc corpus.jada.classicphil.fixed.Main$Philosopher.dine[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:57] {
  s2: jump exit s4                       // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:34)
  s4: read corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:57.left // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:37)
  s5: acquire corpus.jada.classicphil.fixed.Main$Fork@Main.java:52 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:37)
  s6: read corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:57.right // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:38)
  s7: acquire corpus.jada.classicphil.fixed.Main$Fork@Main.java:54 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:38)
  s8: read corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:57.eaten // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:39)
  s10: write corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:57.eaten // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:39)
  s11: release corpus.jada.classicphil.fixed.Main$Fork@Main.java:54 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:40)
  s21: release corpus.jada.classicphil.fixed.Main$Fork@Main.java:52 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:41)
  s24: call corpus.jada.classicphil.fixed.Main$Philosopher.dine[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:57] // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:42)
}

proc corpus.jada.classicphil.fixed.Main$Philosopher.run[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:55] {
  s1: call corpus.jada.classicphil.fixed.Main$Philosopher.dine[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:55] // at corpus.jada.classicphil.fixed.Main$Philosopher.run(Main.java:47)
}

proc corpus.jada.classicphil.fixed.Main$Philosopher.run[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:56] {
  s1: call corpus.jada.classicphil.fixed.Main$Philosopher.dine[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:56] // at corpus.jada.classicphil.fixed.Main$Philosopher.run(Main.java:47)
}

proc corpus.jada.classicphil.fixed.Main$Philosopher.run[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:57] {
  s1: call corpus.jada.classicphil.fixed.Main$Philosopher.dine[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:57] // at corpus.jada.classicphil.fixed.Main$Philosopher.run(Main.java:47)
}

proc corpus.jada.classicphil.fixed.Main.main {
  s0: goto s2e1                          // at corpus.jada.classicphil.fixed.Main.main(Main.java:52)
  s24: fork corpus.jada.classicphil.fixed.Main$Philosopher.run[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:57] java.lang.Thread@Main.java:57 // at corpus.jada.classicphil.fixed.Main.main(Main.java:57)
  s24_1: goto exit                       // at corpus.jada.classicphil.fixed.Main.main(Main.java:57)
  s2e1: call corpus.jada.classicphil.fixed.Main$Fork.<init>[corpus.jada.classicphil.fixed.Main$Fork@Main.java:52] // at corpus.jada.classicphil.fixed.Main.main(Main.java:52)
  s5e3: call corpus.jada.classicphil.fixed.Main$Fork.<init>[corpus.jada.classicphil.fixed.Main$Fork@Main.java:53] // at corpus.jada.classicphil.fixed.Main.main(Main.java:53)
  s8e5: call corpus.jada.classicphil.fixed.Main$Fork.<init>[corpus.jada.classicphil.fixed.Main$Fork@Main.java:54] // at corpus.jada.classicphil.fixed.Main.main(Main.java:54)
  s8e5_1: goto s12e7                     // at corpus.jada.classicphil.fixed.Main.main(Main.java:54)
  s14e5: fork corpus.jada.classicphil.fixed.Main$Philosopher.run[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:55] java.lang.Thread@Main.java:55 // at corpus.jada.classicphil.fixed.Main.main(Main.java:55)
  s14e5_1: goto s17e8                    // at corpus.jada.classicphil.fixed.Main.main(Main.java:55)
  s12e7: call corpus.jada.classicphil.fixed.Main$Philosopher.<init>[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:55] // at corpus.jada.classicphil.fixed.Main.main(Main.java:55)
  s12e7_1: goto s14e5                    // at corpus.jada.classicphil.fixed.Main.main(Main.java:55)
  s17e8: call corpus.jada.classicphil.fixed.Main$Philosopher.<init>[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:56] // at corpus.jada.classicphil.fixed.Main.main(Main.java:56)
  s19e10: fork corpus.jada.classicphil.fixed.Main$Philosopher.run[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:56] java.lang.Thread@Main.java:56 // at corpus.jada.classicphil.fixed.Main.main(Main.java:56)
  s22e11: call corpus.jada.classicphil.fixed.Main$Philosopher.<init>[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:57] // at corpus.jada.classicphil.fixed.Main.main(Main.java:57)
  s22e11_1: goto s24                     // at corpus.jada.classicphil.fixed.Main.main(Main.java:57)
}
