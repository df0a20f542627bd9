main corpus.jada.classicphil.fixed.Main.main

proc corpus.jada.classicphil.fixed.Main$Fork.<init>[corpus.jada.classicphil.fixed.Main$Fork@Main.java:48] {
}

proc corpus.jada.classicphil.fixed.Main$Fork.<init>[corpus.jada.classicphil.fixed.Main$Fork@Main.java:49] {
}

proc corpus.jada.classicphil.fixed.Main$Fork.<init>[corpus.jada.classicphil.fixed.Main$Fork@Main.java:50] {
}

proc corpus.jada.classicphil.fixed.Main$Philosopher.<init>[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:51] {
  s4: write corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:51.left // at corpus.jada.classicphil.fixed.Main$Philosopher.<init>(Main.java:25)
  s5: write corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:51.right // at corpus.jada.classicphil.fixed.Main$Philosopher.<init>(Main.java:26)
}

proc corpus.jada.classicphil.fixed.Main$Philosopher.<init>[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:52] {
  s4: write corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:52.left // at corpus.jada.classicphil.fixed.Main$Philosopher.<init>(Main.java:25)
  s5: write corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:52.right // at corpus.jada.classicphil.fixed.Main$Philosopher.<init>(Main.java:26)
}

proc corpus.jada.classicphil.fixed.Main$Philosopher.<init>[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:53] {
  s4: write corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:53.left // at corpus.jada.classicphil.fixed.Main$Philosopher.<init>(Main.java:25)
  s5: write corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:53.right // at corpus.jada.classicphil.fixed.Main$Philosopher.<init>(Main.java:26)
}

proc corpus.jada.classicphil.fixed.Main$Philosopher.dine[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:51] {
  s2: jump exit s4                       // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:30)
  s4: read corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:51.left // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:33)
  s5: acquire corpus.jada.classicphil.fixed.Main$Fork@Main.java:48 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:33)
  s6: read corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:51.right // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:34)
  s7: acquire corpus.jada.classicphil.fixed.Main$Fork@Main.java:49 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:34)
  s8: read corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:51.eaten // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:35)
  s10: write corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:51.eaten // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:35)
  s11: release corpus.jada.classicphil.fixed.Main$Fork@Main.java:49 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:36)
  s21: release corpus.jada.classicphil.fixed.Main$Fork@Main.java:48 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:37)
  s24: call corpus.jada.classicphil.fixed.Main$Philosopher.dine[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:51] // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:38)
}

proc corpus.jada.classicphil.fixed.Main$Philosopher.dine[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:52] {
  s2: jump exit s4                       // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:30)
  s4: read corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:52.left // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:33)
  s5: acquire corpus.jada.classicphil.fixed.Main$Fork@Main.java:49 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:33)
  s6: read corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:52.right // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:34)
  s7: acquire corpus.jada.classicphil.fixed.Main$Fork@Main.java:50 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:34)
  s8: read corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:52.eaten // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:35)
  s10: write corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:52.eaten // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:35)
  s11: release corpus.jada.classicphil.fixed.Main$Fork@Main.java:50 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:36)
  s21: release corpus.jada.classicphil.fixed.Main$Fork@Main.java:49 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:37)
  s24: call corpus.jada.classicphil.fixed.Main$Philosopher.dine[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:52] // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:38)
}

proc corpus.jada.classicphil.fixed.Main$Philosopher.dine[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:53] {
  s2: jump exit s4                       // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:30)
  s4: read corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:53.left // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:33)
  s5: acquire corpus.jada.classicphil.fixed.Main$Fork@Main.java:48 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:33)
  s6: read corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:53.right // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:34)
  s7: acquire corpus.jada.classicphil.fixed.Main$Fork@Main.java:50 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:34)
  s8: read corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:53.eaten // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:35)
  s10: write corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:53.eaten // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:35)
  s11: release corpus.jada.classicphil.fixed.Main$Fork@Main.java:50 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:36)
  s21: release corpus.jada.classicphil.fixed.Main$Fork@Main.java:48 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:37)
  s24: call corpus.jada.classicphil.fixed.Main$Philosopher.dine[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:53] // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:38)
}

proc corpus.jada.classicphil.fixed.Main$Philosopher.run[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:51] {
  s1: call corpus.jada.classicphil.fixed.Main$Philosopher.dine[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:51] // at corpus.jada.classicphil.fixed.Main$Philosopher.run(Main.java:43)
}

proc corpus.jada.classicphil.fixed.Main$Philosopher.run[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:52] {
  s1: call corpus.jada.classicphil.fixed.Main$Philosopher.dine[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:52] // at corpus.jada.classicphil.fixed.Main$Philosopher.run(Main.java:43)
}

proc corpus.jada.classicphil.fixed.Main$Philosopher.run[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:53] {
  s1: call corpus.jada.classicphil.fixed.Main$Philosopher.dine[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:53] // at corpus.jada.classicphil.fixed.Main$Philosopher.run(Main.java:43)
}

proc corpus.jada.classicphil.fixed.Main.main {
  s2: call corpus.jada.classicphil.fixed.Main$Fork.<init>[corpus.jada.classicphil.fixed.Main$Fork@Main.java:48] // at corpus.jada.classicphil.fixed.Main.main(Main.java:48)
  s5: call corpus.jada.classicphil.fixed.Main$Fork.<init>[corpus.jada.classicphil.fixed.Main$Fork@Main.java:49] // at corpus.jada.classicphil.fixed.Main.main(Main.java:49)
  s8: call corpus.jada.classicphil.fixed.Main$Fork.<init>[corpus.jada.classicphil.fixed.Main$Fork@Main.java:50] // at corpus.jada.classicphil.fixed.Main.main(Main.java:50)
  s12: call corpus.jada.classicphil.fixed.Main$Philosopher.<init>[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:51] // at corpus.jada.classicphil.fixed.Main.main(Main.java:51)
  s14: fork corpus.jada.classicphil.fixed.Main$Philosopher.run[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:51] java.lang.Thread@Main.java:51 // at corpus.jada.classicphil.fixed.Main.main(Main.java:51)
  s17: call corpus.jada.classicphil.fixed.Main$Philosopher.<init>[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:52] // at corpus.jada.classicphil.fixed.Main.main(Main.java:52)
  s19: fork corpus.jada.classicphil.fixed.Main$Philosopher.run[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:52] java.lang.Thread@Main.java:52 // at corpus.jada.classicphil.fixed.Main.main(Main.java:52)
  s22: call corpus.jada.classicphil.fixed.Main$Philosopher.<init>[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:53] // at corpus.jada.classicphil.fixed.Main.main(Main.java:53)
  s24: fork corpus.jada.classicphil.fixed.Main$Philosopher.run[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:53] java.lang.Thread@Main.java:53 // at corpus.jada.classicphil.fixed.Main.main(Main.java:53)
}
