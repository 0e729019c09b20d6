#!/usr/bin/env python3
"""Writes Tests/CellShotTextTests/Fixtures/hb-shape-indic.json: HarfBuzz's shaping (uharfbuzz,
default features, left to right) of single words of ten Indic scripts (names, cities, common
words, conjuncts, reph, nukta, split and pre-base vowel signs) in the bundled Noto Sans face of
each script, for IndicTests to count the words CellShot shapes glyph for glyph alike.

Usage (once; uharfbuzz is a development tool, never a runtime dependency):
    python3 -m venv Tools/.venv && Tools/.venv/bin/pip install uharfbuzz
    Tools/.venv/bin/python Tools/text/hb_indic.py
"""
import json
import os

from hb_latin import FONTS, header, load, samples

ROOT = os.path.normpath(os.path.join(os.path.dirname(__file__), "..", ".."))
OUT = os.path.join(ROOT, "Tests", "CellShotTextTests", "Fixtures", "hb-shape-indic.json")
CORPUS = {
    "Devanagari": """हिन्दी भारत दिल्ली मुंबई कोलकाता चेन्नई बेंगलुरु राम सीता कृष्ण अर्जुन प्रिया स्त्री
        क्षत्रिय ज्ञान श्री धर्म कार्य पूर्व सूर्य आर्द्र ज़िंदगी फ़ोन क़लम ग़ज़ल ड़ ढ़ नमस्ते धन्यवाद
        संदेश शुभ प्रातः विद्यालय द्वार उद्घाटन ट्रेन ड्राइवर कर्म हृदय ऋषि ॐ रुपये रू पहुँच
        क्ष्म्य र्क्षि द्ध ह्म""",
    "Bengali": """বাংলা ঢাকা কলকাতা রবীন্দ্রনাথ ঠাকুর বন্ধু আমার সোনার কোথায় কৌশল কেন
        ক্ষমা জ্ঞান শ্রী ধর্ম কার্য সূর্য আর্দ্র য়া ড়ি ঢ় ধন্যবাদ নমস্কার বিদ্যালয় উদ্বোধন
        স্বাগতম প্রিয় ট্রেন হৃদয় ঋষি রুপি রূপ কর্ম চট্টগ্রাম সিলেট খুলনা মা বাবা""",
    "Gurmukhi": """ਪੰਜਾਬੀ ਅੰਮ੍ਰਿਤਸਰ ਲੁਧਿਆਣਾ ਗੁਰੂ ਨਾਨਕ ਸਿੱਖ ਖ਼ਾਲਸਾ ਸ਼ੇਰ ਜ਼ਿੰਦਗੀ ਫ਼ੋਨ ਗ਼ਜ਼ਲ
        ਪ੍ਰੇਮ ਕ੍ਰਿਪਾ ਸ੍ਰੀ ਧੰਨਵਾਦ ਸਤਿ ਸ੍ਰੀ ਅਕਾਲ ਪਿਆਰ ਦਿੱਲੀ ਮੁੰਬਈ ਭਾਰਤ ਕਿਰਪਾ ਸਵਾਗਤ
        ਹਿੰਦੀ ਚੰਡੀਗੜ੍ਹ ਪਟਿਆਲਾ ਜਲੰਧਰ ਬਠਿੰਡਾ ਰੋਟੀ ਪਾਣੀ ਦੋਸਤ""",
    "Gujarati": """ગુજરાતી અમદાવાદ સુરત વડોદરા રાજકોટ ગાંધીનગર નમસ્તે આભાર કૃષ્ણ પ્રિયા સ્ત્રી
        ક્ષમા જ્ઞાન શ્રી ધર્મ કાર્ય સૂર્ય આર્દ્ર દ્વાર વિદ્યાલય ટ્રેન હૃદય ઋષિ રૂપિયા કર્મ
        મહાત્મા ગાંધી સરદાર પટેલ ભારત મિત્ર પુસ્તક""",
    "Oriya": """ଓଡ଼ିଆ ଭୁବନେଶ୍ୱର କଟକ ପୁରୀ ସମ୍ବଲପୁର ବ୍ରହ୍ମପୁର ରାଉରକେଲା କୋଣାର୍କ ଜଗନ୍ନାଥ ନମସ୍କାର
        ଧନ୍ୟବାଦ କୃଷ୍ଣ ପ୍ରିୟା ସ୍ତ୍ରୀ କ୍ଷମା ଜ୍ଞାନ ଶ୍ରୀ ଧର୍ମ କାର୍ଯ୍ୟ ସୂର୍ଯ୍ୟ ଆର୍ଦ୍ର ଦ୍ୱାର ବିଦ୍ୟାଳୟ
        ଟ୍ରେନ ହୃଦୟ ଋଷି ଟଙ୍କା କର୍ମ ଶର୍ମା ମା ବାପା ପୁସ୍ତକ ଭାରତ ଗୌରବ କୈଳାସ ଯାତ୍ରା ଲକ୍ଷ୍ମୀ ଶୁଭ
        ଓଡ଼ିଶା ସୋମବାର""",
    "Tamil": """தமிழ் சென்னை மதுரை கோயம்புத்தூர் திருச்சி வணக்கம் நன்றி கொடு கோடு கௌரவம்
        பெண் பேனா கை க்ஷ ஸ்ரீ ஸ்ரீலங்கா இந்தியா அம்மா அப்பா தண்ணீர் பள்ளி புத்தகம் நண்பன்
        கிருஷ்ணன் லக்ஷ்மி முருகன் ஜெயா சொல் பொங்கல் தோசை இட்லி""",
    "Telugu": """తెలుగు హైదరాబాద్ విజయవాడ విశాఖపట్నం నమస్కారం ధన్యవాదాలు కృష్ణ ప్రియ స్త్రీ
        క్షమ జ్ఞానం శ్రీ ధర్మం కార్యం సూర్యుడు ద్వారం విద్యాలయం రైలు హృదయం ఋషి రూపాయి
        కర్మ అమ్మ నాన్న స్నేహితుడు పుస్తకం భారతదేశం గుంటూరు వరంగల్ కైలాసం""",
    "Kannada": """ಕನ್ನಡ ಬೆಂಗಳೂರು ಮೈಸೂರು ಮಂಗಳೂರು ಹುಬ್ಬಳ್ಳಿ ನಮಸ್ಕಾರ ಧನ್ಯವಾದ ಕೃಷ್ಣ ಪ್ರಿಯಾ ಸ್ತ್ರೀ
        ಕ್ಷಮೆ ಜ್ಞಾನ ಶ್ರೀ ಧರ್ಮ ಕಾರ್ಯ ಸೂರ್ಯ ದ್ವಾರ ವಿದ್ಯಾಲಯ ರೈಲು ಹೃದಯ ಋಷಿ ರೂಪಾಯಿ ಕರ್ಮ
        ಅಮ್ಮ ಅಪ್ಪ ಸ್ನೇಹಿತ ಪುಸ್ತಕ ಭಾರತ ಕೊಡು ಕೋಟೆ ಕೈ ಕೌಶಲ""",
    "Malayalam": """മലയാളം തിരുവനന്തപുരം കൊച്ചി കോഴിക്കോട് തൃശ്ശൂർ നമസ്കാരം നന്ദി കൃഷ്ണൻ പ്രിയ
        സ്ത്രീ ക്ഷമ ജ്ഞാനം ശ്രീ ധർമ്മം കാര്യം സൂര്യൻ വിദ്യാലയം ഹൃദയം ഋഷി രൂപ കർമ്മം
        അമ്മ അച്ഛൻ കേരളം പുസ്തകം ഭാരതം കൊടുക്കുക കൈ കൗതുകം കണ്ണൂർ പാലക്കാട് സ്നേഹം""",
    "Sinhala": """සිංහල කොළඹ මහනුවර ගාල්ල යාපනය ආයුබෝවන් ස්තූතියි ශ්‍රී ලංකාව ක්‍රිකට් ප්‍රිය
        කෝපි කෞතුක කොළ පොත අම්මා තාත්තා මිතුරා ගෙදර පාසල දුම්රිය ධර්මය කර්මය සූර්යයා
        ස්ත්‍රී ද්වාරය විද්‍යාලය හෘදය බුද්ධ නුවරඑළිය""",
}


def main():
    out = header()
    out["scripts"] = []
    for script, words in CORPUS.items():
        font_file = "NotoSans%s-Regular.ttf" % script
        font = load(os.path.join(FONTS, font_file))
        texts = words.split()
        out["scripts"].append({"script": script, "font": os.path.splitext(font_file)[0],
                               "samples": samples(font, texts)})
    with open(OUT, "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False)
        f.write("\n")
    print("wrote", OUT, sum(len(s["samples"]) for s in out["scripts"]), "samples")


if __name__ == "__main__":
    main()
