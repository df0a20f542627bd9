main corpus.jada.classicphil.Main.main

proc corpus.jada.classicphil.Main$Fork.<init>[corpus.jada.classicphil.Main$Fork@Main.java:49] {
}

proc corpus.jada.classicphil.Main$Philosopher.<init>[corpus.jada.classicphil.Main$Philosopher@Main.java:52] {
  s4: write corpus.jada.classicphil.Main$Philosopher@Main.java:52.left // at corpus.jada.classicphil.Main$Philosopher.<init>(Main.java:26)
  s5: write corpus.jada.classicphil.Main$Philosopher@Main.java:52.right // at corpus.jada.classicphil.Main$Philosopher.<init>(Main.java:27)
}

proc corpus.jada.classicphil.Main$Philosopher.<init>[corpus.jada.classicphil.Main$Philosopher@Main.java:53] {
  s4: write corpus.jada.classicphil.Main$Philosopher@Main.java:53.left // at corpus.jada.classicphil.Main$Philosopher.<init>(Main.java:26)
  s5: write corpus.jada.classicphil.Main$Philosopher@Main.java:53.right // at corpus.jada.classicphil.Main$Philosopher.<init>(Main.java:27)
}

proc corpus.jada.classicphil.Main$Philosopher.<init>[corpus.jada.classicphil.Main$Philosopher@Main.java:54] {
  s4: write corpus.jada.classicphil.Main$Philosopher@Main.java:54.left // at corpus.jada.classicphil.Main$Philosopher.<init>(Main.java:26)
  s5: write corpus.jada.classicphil.Main$Philosopher@Main.java:54.right // at corpus.jada.classicphil.Main$Philosopher.<init>(Main.java:27)
}

proc corpus.jada.classicphil.Main$Philosopher.dine[args(p0=2),corpus.jada.classicphil.Main$Philosopher@Main.java:52] {
  s4: read corpus.jada.classicphil.Main$Philosopher@Main.java:52.left // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:34)
  s5: acquire corpus.jada.classicphil.Main$Fork@Main.java:49 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:34)
  s6: read corpus.jada.classicphil.Main$Philosopher@Main.java:52.right // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:35)
  s7: acquire corpus.jada.classicphil.Main$Fork@Main.java:50 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:35)
  s8: read corpus.jada.classicphil.Main$Philosopher@Main.java:52.eaten // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:36)
  s10: write corpus.jada.classicphil.Main$Philosopher@Main.java:52.eaten // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:36)
  s11: release corpus.jada.classicphil.Main$Fork@Main.java:50 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:37)
  s21: release corpus.jada.classicphil.Main$Fork@Main.java:49 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:38)
  s24e1: call corpus.jada.classicphil.Main$Philosopher.dine[corpus.jada.classicphil.Main$Philosopher@Main.java:52]#args,p0=1 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:39)
}

proc corpus.jada.classicphil.Main$Philosopher.dine[args(p0=2),corpus.jada.classicphil.Main$Philosopher@Main.java:53] {
  s4: read corpus.jada.classicphil.Main$Philosopher@Main.java:53.left // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:34)
  s5: acquire corpus.jada.classicphil.Main$Fork@Main.java:50 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:34)
  s6: read corpus.jada.classicphil.Main$Philosopher@Main.java:53.right // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:35)
  s7: acquire corpus.jada.classicphil.Main$Fork@Main.java:51 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:35)
  s8: read corpus.jada.classicphil.Main$Philosopher@Main.java:53.eaten // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:36)
  s10: write corpus.jada.classicphil.Main$Philosopher@Main.java:53.eaten // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:36)
  s11: release corpus.jada.classicphil.Main$Fork@Main.java:51 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:37)
  s21: release corpus.jada.classicphil.Main$Fork@Main.java:50 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:38)
  s24e1: call corpus.jada.classicphil.Main$Philosopher.dine[corpus.jada.classicphil.Main$Philosopher@Main.java:53]#args,p0=1 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:39)
}

proc corpus.jada.classicphil.Main$Philosopher.dine[args(p0=2),corpus.jada.classicphil.Main$Philosopher@Main.java:54] {
  s4: read corpus.jada.classicphil.Main$Philosopher@Main.java:54.left // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:34)
  s5: acquire corpus.jada.classicphil.Main$Fork@Main.java:51 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:34)
  s6: read corpus.jada.classicphil.Main$Philosopher@Main.java:54.right // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:35)
  s7: acquire corpus.jada.classicphil.Main$Fork@Main.java:49 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:35)
  s8: read corpus.jada.classicphil.Main$Philosopher@Main.java:54.eaten // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:36)
  s10: write corpus.jada.classicphil.Main$Philosopher@Main.java:54.eaten // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:36)
  s11: release corpus.jada.classicphil.Main$Fork@Main.java:49 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:37)
  s21: release corpus.jada.classicphil.Main$Fork@Main.java:51 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:38)
  s24e1: call corpus.jada.classicphil.Main$Philosopher.dine[corpus.jada.classicphil.Main$Philosopher@Main.java:54]#args,p0=1 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:39)
}

proc corpus.jada.classicphil.Main$Philosopher.dine[corpus.jada.classicphil.Main$Philosopher@Main.java:52] {
  s2: jump exit s4                       // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:31)
  s4: read corpus.jada.classicphil.Main$Philosopher@Main.java:52.left // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:34)
  s5: acquire corpus.jada.classicphil.Main$Fork@Main.java:49 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:34)
  s6: read corpus.jada.classicphil.Main$Philosopher@Main.java:52.right // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:35)
  s7: acquire corpus.jada.classicphil.Main$Fork@Main.java:50 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:35)
  s8: read corpus.jada.classicphil.Main$Philosopher@Main.java:52.eaten // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:36)
  s10: write corpus.jada.classicphil.Main$Philosopher@Main.java:52.eaten // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:36)
  s11: release corpus.jada.classicphil.Main$Fork@Main.java:50 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:37)
  s21: release corpus.jada.classicphil.Main$Fork@Main.java:49 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:38)
  s24: call corpus.jada.classicphil.Main$Philosopher.dine[corpus.jada.classicphil.Main$Philosopher@Main.java:52] // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:39)
}

proc corpus.jada.classicphil.Main$Philosopher.dine[corpus.jada.classicphil.Main$Philosopher@Main.java:52]#args,p0=0 {
}

proc corpus.jada.classicphil.Main$Philosopher.dine[corpus.jada.classicphil.Main$Philosopher@Main.java:52]#args,p0=1 {
  s4e1: read corpus.jada.classicphil.Main$Philosopher@Main.java:52.left // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:34)
  s5e1: acquire corpus.jada.classicphil.Main$Fork@Main.java:49 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:34)
  s6e1: read corpus.jada.classicphil.Main$Philosopher@Main.java:52.right // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:35)
  s7e1: acquire corpus.jada.classicphil.Main$Fork@Main.java:50 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:35)
  s8e1: read corpus.jada.classicphil.Main$Philosopher@Main.java:52.eaten // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:36)
  s10e1: write corpus.jada.classicphil.Main$Philosopher@Main.java:52.eaten // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:36)
  s11e1: release corpus.jada.classicphil.Main$Fork@Main.java:50 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:37)
  s21e1: release corpus.jada.classicphil.Main$Fork@Main.java:49 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:38)
  s24e3: call corpus.jada.classicphil.Main$Philosopher.dine[corpus.jada.classicphil.Main$Philosopher@Main.java:52]#args,p0=0 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:39)
}

proc corpus.jada.classicphil.Main$Philosopher.dine[corpus.jada.classicphil.Main$Philosopher@Main.java:53] {
  s2: jump exit s4                       // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:31)
  s4: read corpus.jada.classicphil.Main$Philosopher@Main.java:53.left // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:34)
  s5: acquire corpus.jada.classicphil.Main$Fork@Main.java:50 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:34)
  s6: read corpus.jada.classicphil.Main$Philosopher@Main.java:53.right // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:35)
  s7: acquire corpus.jada.classicphil.Main$Fork@Main.java:51 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:35)
  s8: read corpus.jada.classicphil.Main$Philosopher@Main.java:53.eaten // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:36)
  s10: write corpus.jada.classicphil.Main$Philosopher@Main.java:53.eaten // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:36)
  s11: release corpus.jada.classicphil.Main$Fork@Main.java:51 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:37)
  s21: release corpus.jada.classicphil.Main$Fork@Main.java:50 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:38)
  s24: call corpus.jada.classicphil.Main$Philosopher.dine[corpus.jada.classicphil.Main$Philosopher@Main.java:53] // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:39)
}

proc corpus.jada.classicphil.Main$Philosopher.dine[corpus.jada.classicphil.Main$Philosopher@Main.java:53]#args,p0=1 {
  s4e1: read corpus.jada.classicphil.Main$Philosopher@Main.java:53.left // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:34)
  s5e1: acquire corpus.jada.classicphil.Main$Fork@Main.java:50 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:34)
  s6e1: read corpus.jada.classicphil.Main$Philosopher@Main.java:53.right // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:35)
  s7e1: acquire corpus.jada.classicphil.Main$Fork@Main.java:51 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:35)
  s8e1: read corpus.jada.classicphil.Main$Philosopher@Main.java:53.eaten // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:36)
  s10e1: write corpus.jada.classicphil.Main$Philosopher@Main.java:53.eaten // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:36)
  s11e1: release corpus.jada.classicphil.Main$Fork@Main.java:51 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:37)
  s21e1: release corpus.jada.classicphil.Main$Fork@Main.java:50 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:38)
  s24e3: call corpus.jada.classicphil.Main$Philosopher.dine[corpus.jada.classicphil.Main$Philosopher@Main.java:52]#args,p0=0 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:39)
}

proc corpus.jada.classicphil.Main$Philosopher.dine[corpus.jada.classicphil.Main$Philosopher@Main.java:54] {
  s2: jump exit s4                       // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:31)
  s4: read corpus.jada.classicphil.Main$Philosopher@Main.java:54.left // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:34)
  s5: acquire corpus.jada.classicphil.Main$Fork@Main.java:51 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:34)
  s6: read corpus.jada.classicphil.Main$Philosopher@Main.java:54.right // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:35)
  s7: acquire corpus.jada.classicphil.Main$Fork@Main.java:49 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:35)
  s8: read corpus.jada.classicphil.Main$Philosopher@Main.java:54.eaten // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:36)
  s10: write corpus.jada.classicphil.Main$Philosopher@Main.java:54.eaten // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:36)
  s11: release corpus.jada.classicphil.Main$Fork@Main.java:49 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:37)
  s21: release corpus.jada.classicphil.Main$Fork@Main.java:51 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:38)
  s24: call corpus.jada.classicphil.Main$Philosopher.dine[corpus.jada.classicphil.Main$Philosopher@Main.java:54] // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:39)
}

proc corpus.jada.classicphil.Main$Philosopher.dine[corpus.jada.classicphil.Main$Philosopher@Main.java:54]#args,p0=1 {
  s4e1: read corpus.jada.classicphil.Main$Philosopher@Main.java:54.left // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:34)
  s5e1: acquire corpus.jada.classicphil.Main$Fork@Main.java:51 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:34)
  s6e1: read corpus.jada.classicphil.Main$Philosopher@Main.java:54.right // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:35)
  s7e1: acquire corpus.jada.classicphil.Main$Fork@Main.java:49 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:35)
  s8e1: read corpus.jada.classicphil.Main$Philosopher@Main.java:54.eaten // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:36)
  s10e1: write corpus.jada.classicphil.Main$Philosopher@Main.java:54.eaten // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:36)
  s11e1: release corpus.jada.classicphil.Main$Fork@Main.java:49 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:37)
  s21e1: release corpus.jada.classicphil.Main$Fork@Main.java:51 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:38)
  s24e3: call corpus.jada.classicphil.Main$Philosopher.dine[corpus.jada.classicphil.Main$Philosopher@Main.java:52]#args,p0=0 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:39)
}

proc corpus.jada.classicphil.Main$Philosopher.run[corpus.jada.classicphil.Main$Philosopher@Main.java:52] {
  s1: call corpus.jada.classicphil.Main$Philosopher.dine[args(p0=2),corpus.jada.classicphil.Main$Philosopher@Main.java:52] // at corpus.jada.classicphil.Main$Philosopher.run(Main.java:44)
}

proc corpus.jada.classicphil.Main$Philosopher.run[corpus.jada.classicphil.Main$Philosopher@Main.java:53] {
  s1: call corpus.jada.classicphil.Main$Philosopher.dine[args(p0=2),corpus.jada.classicphil.Main$Philosopher@Main.java:53] // at corpus.jada.classicphil.Main$Philosopher.run(Main.java:44)
}

proc corpus.jada.classicphil.Main$Philosopher.run[corpus.jada.classicphil.Main$Philosopher@Main.java:54] {
  s1: call corpus.jada.classicphil.Main$Philosopher.dine[args(p0=2),corpus.jada.classicphil.Main$Philosopher@Main.java:54] // at corpus.jada.classicphil.Main$Philosopher.run(Main.java:44)
}

proc corpus.jada.classicphil.Main.main {
  s2: call corpus.jada.classicphil.Main$Fork.<init>[corpus.jada.classicphil.Main$Fork@Main.java:49] // at corpus.jada.classicphil.Main.main(Main.java:49)
  s5: call corpus.jada.classicphil.Main$Fork.<init>[corpus.jada.classicphil.Main$Fork@Main.java:49] // at corpus.jada.classicphil.Main.main(Main.java:50)
  s8: call corpus.jada.classicphil.Main$Fork.<init>[corpus.jada.classicphil.Main$Fork@Main.java:49] // at corpus.jada.classicphil.Main.main(Main.java:51)
  s12: call corpus.jada.classicphil.Main$Philosopher.<init>[corpus.jada.classicphil.Main$Philosopher@Main.java:52] // at corpus.jada.classicphil.Main.main(Main.java:52)
  s14: fork corpus.jada.classicphil.Main$Philosopher.run[corpus.jada.classicphil.Main$Philosopher@Main.java:52] java.lang.Thread@Main.java:52 // at corpus.jada.classicphil.Main.main(Main.java:52)
  s17: call corpus.jada.classicphil.Main$Philosopher.<init>[corpus.jada.classicphil.Main$Philosopher@Main.java:53] // at corpus.jada.classicphil.Main.main(Main.java:53)
  s19: fork corpus.jada.classicphil.Main$Philosopher.run[corpus.jada.classicphil.Main$Philosopher@Main.java:53] java.lang.Thread@Main.java:53 // at corpus.jada.classicphil.Main.main(Main.java:53)
  s22: call corpus.jada.classicphil.Main$Philosopher.<init>[corpus.jada.classicphil.Main$Philosopher@Main.java:54] // at corpus.jada.classicphil.Main.main(Main.java:54)
  s24: fork corpus.jada.classicphil.Main$Philosopher.run[corpus.jada.classicphil.Main$Philosopher@Main.java:54] java.lang.Thread@Main.java:54 // at corpus.jada.classicphil.Main.main(Main.java:54)
}
